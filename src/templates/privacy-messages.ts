import { defineMessages } from "react-intl";

export const privacyMessages = defineMessages({
  controller: {
    id: "privacy.controller",
    defaultMessage: "{cinema} is responsible for the personal data collected on this website.",
  },
  noTrackers: {
    id: "privacy.noTrackers",
    defaultMessage:
      "Browsing the programme sets no cookie and loads nothing from other websites: no measurement or advertising tracker runs before you consent.",
  },
  loyalty: {
    id: "privacy.loyalty",
    defaultMessage:
      "When you log in to your loyalty account, a session cookie keeps you logged in; it is removed when you log out. Your account data is kept by our loyalty provider for as long as your membership lasts.",
  },
  rights: {
    id: "privacy.rights",
    defaultMessage:
      "You may access, correct or delete your data, or object to its use, by writing to {email}. You may also lodge a complaint with the CNIL.",
  },
});
