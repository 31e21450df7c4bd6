import { defineMessages } from "react-intl";

export const consentMessages = defineMessages({
  manageCookies: { id: "consent.manageCookies", defaultMessage: "Manage my cookies" },
});
