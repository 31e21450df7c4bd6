import { defineMessages } from "react-intl";

/** Texts shared by the member forms. */
export const memberFormsMessages = defineMessages({
  loading: { id: "memberForms.loading", defaultMessage: "Loading the form…" },
  sending: { id: "memberForms.sending", defaultMessage: "Sending…" },
  email: { id: "memberForms.email", defaultMessage: "Email address" },
  emailInvalid: { id: "memberForms.emailInvalid", defaultMessage: "Enter an email address such as name@example.fr." },
  backToLogin: { id: "memberForms.backToLogin", defaultMessage: "Back to the login page" },
  logIn: { id: "memberForms.logIn", defaultMessage: "Log in" },
  throttled: {
    id: "memberForms.throttled",
    defaultMessage: "Too many attempts. Please wait a few minutes before trying again.",
  },
  captchaFailed: {
    id: "memberForms.captchaFailed",
    defaultMessage: "The anti-spam check could not be loaded. Please reload the page and try again.",
  },
  passwordRulesTitle: { id: "memberForms.passwordRules.title", defaultMessage: "Your password must contain:" },
  ruleLength: { id: "memberForms.passwordRules.length", defaultMessage: "at least 8 characters" },
  ruleLowercase: { id: "memberForms.passwordRules.lowercase", defaultMessage: "a lowercase letter" },
  ruleUppercase: { id: "memberForms.passwordRules.uppercase", defaultMessage: "an uppercase letter" },
  ruleDigit: { id: "memberForms.passwordRules.digit", defaultMessage: "a digit" },
  ruleSpecial: { id: "memberForms.passwordRules.special", defaultMessage: "a special character (such as ! ? - _ @)" },
  ruleMet: { id: "memberForms.passwordRules.met", defaultMessage: "{rule}: done" },
  ruleMissing: { id: "memberForms.passwordRules.missing", defaultMessage: "{rule}: missing" },
  rulesStillMissing: { id: "memberForms.passwordRules.stillMissing", defaultMessage: "Still missing: {rules}." },
  rulesAllMet: { id: "memberForms.passwordRules.allMet", defaultMessage: "Your password meets every rule." },
  passwordMissing: { id: "memberForms.passwordMissing", defaultMessage: "Choose a password." },
  passwordTooWeak: { id: "memberForms.passwordTooWeak", defaultMessage: "Your password does not meet every rule listed." },
});
