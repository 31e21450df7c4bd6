import { defineMessages } from "react-intl";

/** The login page's own texts. */
export const loginPageMessages = defineMessages({
  filmToAdd: { id: "loyalty.login.filmToAdd", defaultMessage: "Log in to add « {title} » to your films." },
});
