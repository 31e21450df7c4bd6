import { defineMessages } from "react-intl";

export const offlineMessages = defineMessages({
  title: { id: "offline.title", defaultMessage: "You are offline" },
  text: {
    id: "offline.text",
    defaultMessage: "This page has not been opened on this device yet: it will show as soon as the connection is back.",
  },
  cachedTitle: { id: "offline.cached.title", defaultMessage: "Pages you can open offline" },
  cachedNone: {
    id: "offline.cached.none",
    defaultMessage: "The pages you open while online are kept on this device and listed here.",
  },
  updateAvailable: { id: "offline.update.available", defaultMessage: "New version available" },
  updateReload: { id: "offline.update.reload", defaultMessage: "Reload" },
});
