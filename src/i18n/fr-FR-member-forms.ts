/** French texts of the member forms: login links, sign-up, activation, password and username recovery. */
export const frMemberFormMessages: Record<string, string> = {
  "memberForms.login.sendActivationAgain": "Recevoir un nouveau lien d'activation",
  "memberForms.login.changePasswordNow": "Choisir un nouveau mot de passe",
  "memberForms.login.forgottenPassword": "Mot de passe oublié ?",
  "memberForms.login.forgottenUsername": "Adresse e-mail du compte oubliée ?",
  "memberForms.login.helpNav": "Aide à la connexion",
};
