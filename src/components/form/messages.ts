import { defineMessages } from "react-intl";

export const formMessages = defineMessages({
  showPassword: { id: "form.password.show", defaultMessage: "Show password" },
  hidePassword: { id: "form.password.hide", defaultMessage: "Hide password" },
  passwordVisible: { id: "form.password.visible", defaultMessage: "Password shown" },
  passwordHidden: { id: "form.password.hidden", defaultMessage: "Password hidden" },
  required: { id: "form.required", defaultMessage: "required" },
  charactersRemoved: {
    id: "form.charactersRemoved",
    defaultMessage: "The characters < > ' \" & ; are not accepted and were removed.",
  },
});
