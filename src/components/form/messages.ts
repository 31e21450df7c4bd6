import { defineMessages } from "react-intl";

export const formMessages = defineMessages({
  showPassword: { id: "form.password.show", defaultMessage: "Show password" },
  hidePassword: { id: "form.password.hide", defaultMessage: "Hide password" },
  passwordVisible: { id: "form.password.visible", defaultMessage: "Password shown" },
  passwordHidden: { id: "form.password.hidden", defaultMessage: "Password hidden" },
  required: { id: "form.required", defaultMessage: "required" },
  removed: {
    id: "form.charactersRemoved",
    defaultMessage: "The characters < > ' \" & ; are not accepted and were removed.",
  },
  wordsRemoved: {
    id: "form.wordsCharactersRemoved",
    defaultMessage: "The characters < > ; are not accepted and were removed.",
  },
  rewritten: {
    id: "form.charactersRewritten",
    defaultMessage: "Written the French way: quotation marks become « », and & becomes “and”.",
  },
  tooLong: {
    id: "form.tooLong",
    defaultMessage: "{maxLength, number} characters at most: this text has {length, number}. Shorten it.",
  },
});
