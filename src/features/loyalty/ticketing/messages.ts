import { defineMessages } from "react-intl";

export const ticketingMessages = defineMessages({
  title: { id: "loyalty.ticketing.title", defaultMessage: "Ticketing" },
  description: { id: "loyalty.ticketing.description", defaultMessage: "Going to the {cinema} ticketing site." },
  checking: { id: "loyalty.ticketing.checking", defaultMessage: "Checking your member session…" },
  redirecting: { id: "loyalty.ticketing.redirecting", defaultMessage: "You will be redirected in a few seconds..." },
  fallbackLink: { id: "loyalty.ticketing.fallbackLink", defaultMessage: "Click here if it does not work" },
});
