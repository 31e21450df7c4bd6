import { defineMessages } from "react-intl";

export const pageMessages = defineMessages({
  homeTitle: { id: "home.title", defaultMessage: "{cinema}, independent cinema in {city}" },
  homeIntro: { id: "home.intro", defaultMessage: "{description}" },
  homeDescription: {
    id: "home.description",
    defaultMessage: "Showtimes, films this week and coming soon at {cinema}, {city}. Book online.",
  },
  homeNowShowing: { id: "home.nowShowing", defaultMessage: "Now showing" },
  homeComingSoon: { id: "home.comingSoon", defaultMessage: "Coming soon" },
  homeFullProgramme: { id: "home.fullProgramme", defaultMessage: "See the full programme" },
  homePracticalInfo: { id: "home.practicalInfo", defaultMessage: "Address, prices and access" },
  permalinkSearching: { id: "permalink.searching", defaultMessage: "Looking for this film…" },
  permalinkNeedsScript: {
    id: "permalink.needsScript",
    defaultMessage: "Without JavaScript, this link cannot find its film: it is on the programme.",
  },
  permalinkFailedTitle: { id: "permalink.failed.title", defaultMessage: "This film cannot be found right now" },
  permalinkFailedText: {
    id: "permalink.failed.text",
    defaultMessage: "The film list did not answer. Check your connection and reload the page, or see the programme.",
  },
  privacyTitle: { id: "privacy.title", defaultMessage: "Privacy policy" },
  privacyDescription: { id: "privacy.description", defaultMessage: "How {cinema} handles your personal data." },
});
