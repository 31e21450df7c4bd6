import { defineMessages } from "react-intl";

export const recoveryMessages = defineMessages({
  forgottenTitle: { id: "memberForms.forgotten.title", defaultMessage: "Forgotten password" },
  forgottenDescription: {
    id: "memberForms.forgotten.description",
    defaultMessage: "Receive by e-mail a link to choose a new password for your {cinema} loyalty account.",
  },
  forgottenIntro: {
    id: "memberForms.forgotten.intro",
    defaultMessage: "Enter the e-mail address of your account: we will send you a link to choose a new password.",
  },
  sendLink: { id: "memberForms.forgotten.send", defaultMessage: "Send the link" },
  linkSent: {
    id: "memberForms.forgotten.sent",
    defaultMessage:
      "If an account uses {email}, an e-mail with a link to choose a new password is on its way. Check your spam folder if it does not arrive within a few minutes.",
  },
  resetTitle: { id: "memberForms.reset.title", defaultMessage: "Choose a new password" },
  resetDescription: {
    id: "memberForms.reset.description",
    defaultMessage: "Choose a new password for your {cinema} loyalty account.",
  },
  newPassword: { id: "memberForms.reset.newPassword", defaultMessage: "New password" },
  save: { id: "memberForms.reset.save", defaultMessage: "Save my new password" },
  noCode: {
    id: "memberForms.reset.noCode",
    defaultMessage: "This page opens from the link of the password reset e-mail. The link is missing or incomplete.",
  },
  askNewLink: { id: "memberForms.reset.askNewLink", defaultMessage: "Receive a new link" },
  checking: { id: "memberForms.reset.checking", defaultMessage: "Checking the link…" },
  invalidLink: {
    id: "memberForms.reset.invalidLink",
    defaultMessage: "This link has already been used or is no longer valid. Ask for a new one: it arrives within minutes.",
  },
  spentHere: {
    id: "memberForms.reset.spentHere",
    defaultMessage:
      "This link has already been used to change your password. Log in with the new one, or ask for a new link if you have forgotten it.",
  },
  done: { id: "memberForms.reset.done", defaultMessage: "Your password has been changed. You can now log in with it." },
  forAccount: { id: "memberForms.reset.forAccount", defaultMessage: "Account: {email}" },
  usernameTitle: { id: "memberForms.username.title", defaultMessage: "Forgotten the e-mail address of your account" },
  usernameDescription: {
    id: "memberForms.username.description",
    defaultMessage: "Receive a reminder of the login of your {cinema} loyalty account.",
  },
  usernameIntro: {
    id: "memberForms.username.intro",
    defaultMessage: "Enter an e-mail address you may have used: if it belongs to an account, we will send its login there.",
  },
  sendReminder: { id: "memberForms.username.send", defaultMessage: "Send me a reminder" },
  reminderSent: {
    id: "memberForms.username.sent",
    defaultMessage: "If an account uses {email}, a reminder of its login is on its way to that address.",
  },
});
