import { defineMessages } from "react-intl";

export const linkMessages = defineMessages({
  opensInNewWindow: { id: "links.opensInNewWindow", defaultMessage: "(Opens in a new window)" },
});
