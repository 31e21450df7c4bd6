import { defineMessages } from "react-intl";

export const navigationMessages = defineMessages({
  navigatedTo: { id: "navigation.navigatedTo", defaultMessage: "Navigated to {title}" },
  loading: { id: "navigation.loading", defaultMessage: "Loading the page…" },
});
