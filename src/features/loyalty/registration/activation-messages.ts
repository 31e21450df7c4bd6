import { defineMessages } from "react-intl";

export const activationMessages = defineMessages({
  title: { id: "memberForms.activation.title", defaultMessage: "Activate my loyalty account" },
  description: {
    id: "memberForms.activation.description",
    defaultMessage: "Receive the activation link of your {cinema} loyalty account.",
  },
  intro: {
    id: "memberForms.activation.intro",
    defaultMessage:
      "Your account must be activated before your first login. Enter the details of your account: we will e-mail you an activation link.",
  },
  noNewLink: {
    id: "memberForms.activation.noNewLink",
    defaultMessage:
      "Your account is activated by the link of the e-mail you received when you signed up. Without that e-mail, the cinema's box office will activate it for you.",
  },
  howItWorks: {
    id: "memberForms.activation.howItWorks",
    defaultMessage: "The activation is done by opening the link of the e-mail; there is no code to type here.",
  },
  phone: { id: "memberForms.activation.phone", defaultMessage: "Mobile phone given at sign-up" },
  cardNumber: { id: "memberForms.activation.cardNumber", defaultMessage: "Loyalty card number" },
  phoneMissing: { id: "memberForms.activation.phoneMissing", defaultMessage: "Enter the phone number of your account." },
  cardNumberMissing: { id: "memberForms.activation.cardNumberMissing", defaultMessage: "Enter the number of your card." },
  send: { id: "memberForms.activation.send", defaultMessage: "Send me the activation link" },
  sent: {
    id: "memberForms.activation.sent",
    defaultMessage: "An activation link has been sent to {email}. Open it to activate your account, then log in.",
  },
  alreadyActive: {
    id: "memberForms.activation.alreadyActive",
    defaultMessage: "Your account is already active: you can log in.",
  },
});
