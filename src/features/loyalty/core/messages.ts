import { defineMessages } from "react-intl";

export const loyaltyMessages = defineMessages({
  memberMenu: { id: "loyalty.memberMenu", defaultMessage: "<roomy>{label}, </roomy>{firstName}" },
  memberMenuLoading: { id: "loyalty.memberMenuLoading", defaultMessage: "Loading your member area…" },
  loginTitle: { id: "loyalty.login.title", defaultMessage: "Log in to your member area" },
  loginDescription: {
    id: "loyalty.login.description",
    defaultMessage: "Log in to your {cinema} loyalty account: favourites, points and booking.",
  },
  email: { id: "loyalty.login.email", defaultMessage: "Email address" },
  password: { id: "loyalty.login.password", defaultMessage: "Password" },
  submit: { id: "loyalty.login.submit", defaultMessage: "Log in" },
  submitting: { id: "loyalty.login.submitting", defaultMessage: "Logging in…" },
  emailInvalid: { id: "loyalty.login.emailInvalid", defaultMessage: "Enter an email address such as name@example.fr." },
  passwordMissing: { id: "loyalty.login.passwordMissing", defaultMessage: "Enter your password." },
  unavailable: {
    id: "loyalty.unavailable",
    defaultMessage: "The loyalty service cannot be reached at the moment. Please try again in a few minutes.",
  },
  throttled: {
    id: "loyalty.login.throttled",
    defaultMessage: "Too many unsuccessful attempts. Please wait a few minutes before trying again.",
  },
  captchaFailed: {
    id: "loyalty.login.captchaFailed",
    defaultMessage: "The anti-spam check could not be loaded. Please reload the page and try again.",
  },
  alreadyLoggedIn: { id: "loyalty.login.alreadyLoggedIn", defaultMessage: "You are logged in as {name}." },
  goToAccount: { id: "loyalty.login.goToAccount", defaultMessage: "Go to my member area" },
  logOut: { id: "loyalty.logOut", defaultMessage: "Log out" },
  loggedOut: { id: "loyalty.loggedOut", defaultMessage: "You are logged out." },
  signupTitle: { id: "loyalty.signup.title", defaultMessage: "Not a member yet?" },
  recaptchaNotice: {
    id: "loyalty.recaptchaNotice",
    defaultMessage: "This site is protected by reCAPTCHA; Google's privacy policy and terms of service apply.",
  },
});
