import { defineMessages } from "react-intl";

export const navigationMessages = defineMessages({
  navigatedTo: { id: "navigation.navigatedTo", defaultMessage: "Navigated to {title}" },
});
