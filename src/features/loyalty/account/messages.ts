import { defineMessages } from "react-intl";

export const accountMessages = defineMessages({
  loading: { id: "loyalty.account.loading", defaultMessage: "Loading your member area…" },
  offline: {
    id: "loyalty.account.offline",
    defaultMessage: "You are offline: your member area will be brought up to date as soon as the connection is back.",
  },
  loggedOut: { id: "loyalty.account.loggedOut", defaultMessage: "Log in to see your points, your card and your films." },
  expired: {
    id: "loyalty.account.expired",
    defaultMessage: "Your membership has expired. Ask at the cinema's box office to renew it, then log in again.",
  },
  logIn: { id: "loyalty.account.logIn", defaultMessage: "Log in" },
  greeting: { id: "loyalty.account.greeting", defaultMessage: "Hello {firstName}" },
  detailsTitle: { id: "loyalty.account.detailsTitle", defaultMessage: "My details" },
  name: { id: "loyalty.account.name", defaultMessage: "Name" },
  email: { id: "loyalty.account.email", defaultMessage: "Email address" },
  cardNumber: { id: "loyalty.account.cardNumber", defaultMessage: "Card number" },
  noCard: { id: "loyalty.account.noCard", defaultMessage: "No card" },
  level: { id: "loyalty.account.level", defaultMessage: "Membership level" },
  expiry: { id: "loyalty.account.expiry", defaultMessage: "Valid" },
  expiresOn: { id: "loyalty.account.expiresOn", defaultMessage: "until {date}" },
  noExpiry: { id: "loyalty.account.noExpiry", defaultMessage: "with no expiry date" },
  balancesTitle: { id: "loyalty.account.balancesTitle", defaultMessage: "My balances" },
  rewardsShortcut: { id: "loyalty.account.rewardsShortcut", defaultMessage: "See what my points can buy" },
  balancePoints: { id: "loyalty.account.balance.points", defaultMessage: "Points" },
  balanceVisits: { id: "loyalty.account.balance.visits", defaultMessage: "Visits" },
  balanceCredit: { id: "loyalty.account.balance.credit", defaultMessage: "Credit" },
  pointsAmount: { id: "loyalty.account.amount.points", defaultMessage: "{amount, plural, one {# point} other {# points}}" },
  visitsAmount: { id: "loyalty.account.amount.visits", defaultMessage: "{amount, plural, one {# visit} other {# visits}}" },
});
