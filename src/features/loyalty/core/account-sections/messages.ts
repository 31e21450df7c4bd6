import { defineMessages } from "react-intl";

/** The member area: its name, and its sections' names in the area's menu, their page titles and descriptions. */
export const areaMessages = defineMessages({
  areaTitle: { id: "loyalty.account.title", defaultMessage: "My member area" },
  areaDescription: {
    id: "loyalty.account.description",
    defaultMessage: "Your {cinema} loyalty account: points, card, favourite films and cinema.",
  },
  card: { id: "loyalty.account.card.title", defaultMessage: "My card" },
  navLabel: { id: "loyalty.account.area.navLabel", defaultMessage: "My member area" },
  overview: { id: "loyalty.account.area.overview", defaultMessage: "Overview" },
  rewards: { id: "loyalty.account.area.rewards", defaultMessage: "My rewards" },
  history: { id: "loyalty.account.area.history", defaultMessage: "My history" },
  profile: { id: "loyalty.account.area.profile", defaultMessage: "My profile" },
  pageTitle: { id: "loyalty.account.area.pageTitle", defaultMessage: "{section} – {area}" },
  cardDescription: {
    id: "loyalty.account.area.cardDescription",
    defaultMessage: "Your {cinema} member card, with its code to show at the box office.",
  },
  rewardsDescription: {
    id: "loyalty.account.area.rewardsDescription",
    defaultMessage: "The seats, treats and invitations your {cinema} points buy, and your balance.",
  },
  historyDescription: {
    id: "loyalty.account.area.historyDescription",
    defaultMessage: "Your points and your orders at the {cinema}.",
  },
  profileDescription: {
    id: "loyalty.account.area.profileDescription",
    defaultMessage: "Your details and preferences as a {cinema} member, and the deletion of your account.",
  },
});
