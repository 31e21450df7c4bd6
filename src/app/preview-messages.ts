import { defineMessages } from "react-intl";

export const previewMessages = defineMessages({
  unavailable: {
    id: "preview.unavailable",
    defaultMessage: "The preview could not start: your changes do not show here. Check the connection, then try again.",
  },
  retry: { id: "preview.retry", defaultMessage: "Try again" },
});
