import { defineMessages } from "react-intl";

/** Links between the login page and the member forms (sign-up, recovery, activation). */
export const memberFormMessages = defineMessages({
  sendActivationAgain: { id: "memberForms.login.sendActivationAgain", defaultMessage: "Receive a new activation link" },
  changePasswordNow: { id: "memberForms.login.changePasswordNow", defaultMessage: "Choose a new password" },
  forgottenPassword: { id: "memberForms.login.forgottenPassword", defaultMessage: "Forgotten password?" },
  forgottenUsername: {
    id: "memberForms.login.forgottenUsername",
    defaultMessage: "Forgotten the email address of your account?",
  },
  helpNav: { id: "memberForms.login.helpNav", defaultMessage: "Help with logging in" },
});
