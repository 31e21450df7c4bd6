import { defineMessages } from "react-intl";

/** The member area's sections: their names in the area's menu, their page titles and descriptions. */
export const areaMessages = defineMessages({
  navLabel: { id: "loyalty.account.area.navLabel", defaultMessage: "My member area" },
  overview: { id: "loyalty.account.area.overview", defaultMessage: "Overview" },
  history: { id: "loyalty.account.area.history", defaultMessage: "My history" },
  pageTitle: { id: "loyalty.account.area.pageTitle", defaultMessage: "{section} – {area}" },
  cardDescription: {
    id: "loyalty.account.area.cardDescription",
    defaultMessage: "Your {cinema} member card, with its code to show at the box office.",
  },
  historyDescription: {
    id: "loyalty.account.area.historyDescription",
    defaultMessage: "Your points and your orders at the {cinema}.",
  },
});
