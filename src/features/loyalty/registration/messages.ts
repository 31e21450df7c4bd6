import { defineMessages } from "react-intl";

export const signupMessages = defineMessages({
  title: { id: "memberForms.signup.title", defaultMessage: "Create my loyalty account" },
  description: {
    id: "memberForms.signup.description",
    defaultMessage: "Join the {cinema} loyalty programme: points at every screening and members-only previews.",
  },
  password: { id: "memberForms.signup.password", defaultMessage: "Password" },
  cardNumber: { id: "memberForms.signup.cardNumber", defaultMessage: "Loyalty card number" },
  cardNumberHint: { id: "memberForms.signup.cardNumberHint", defaultMessage: "The number printed on your card." },
  cardNumberMissing: { id: "memberForms.signup.cardNumberMissing", defaultMessage: "Enter the number of your card." },
  submit: { id: "memberForms.signup.submit", defaultMessage: "Create my account" },
  creating: { id: "memberForms.signup.creating", defaultMessage: "Creating your account…" },
  emailTakenLogIn: { id: "memberForms.signup.emailTakenLogIn", defaultMessage: "Log in with this address" },
  emailTakenReset: { id: "memberForms.signup.emailTakenReset", defaultMessage: "Forgotten password?" },
  checkMailbox: {
    id: "memberForms.signup.checkMailbox",
    defaultMessage:
      "Your account is created. To activate it, open the link we have just sent to {email}, then log in. Check your spam folder if it does not arrive within a few minutes.",
  },
  activationNotSent: {
    id: "memberForms.signup.activationNotSent",
    defaultMessage: "Your account is created but not yet active, and the activation e-mail could not be sent.",
  },
  goToActivation: { id: "memberForms.signup.goToActivation", defaultMessage: "Receive the activation link" },
  createdLogIn: {
    id: "memberForms.signup.createdLogIn",
    defaultMessage: "Your account is created. Log in with your e-mail address and your password.",
  },
  alreadyMember: { id: "memberForms.signup.alreadyMember", defaultMessage: "Already a member? Log in" },
});
