import { defineMessages } from "react-intl";

/** « Mes avantages »: the rewards the member's points buy. */
export const rewardsMessages = defineMessages({
  balanceTitle: { id: "loyalty.account.rewards.balanceTitle", defaultMessage: "My balance" },
  balanceHint: {
    id: "loyalty.account.rewards.balanceHint",
    defaultMessage: "Earn points with every film you see, then exchange them for the rewards below.",
  },
  listTitle: { id: "loyalty.account.rewards.listTitle", defaultMessage: "Rewards to exchange" },
  loading: { id: "loyalty.account.rewards.loading", defaultMessage: "Loading your rewards…" },
  failed: { id: "loyalty.account.rewards.failed", defaultMessage: "Your rewards cannot be shown right now." },
  retry: { id: "loyalty.account.rewards.retry", defaultMessage: "Try again" },
  none: {
    id: "loyalty.account.rewards.none",
    defaultMessage: "No reward is offered at the moment. The treats, seats and invitations your points can buy will appear here.",
  },
  cost: { id: "loyalty.account.rewards.cost", defaultMessage: "{points, plural, one {# point} other {# points}}" },
  available: { id: "loyalty.account.rewards.available", defaultMessage: "Within your reach" },
  missing: {
    id: "loyalty.account.rewards.missing",
    defaultMessage: "{points, plural, one {# more point} other {# more points}} needed",
  },
  notAffordable: { id: "loyalty.account.rewards.notAffordable", defaultMessage: "Not enough points yet" },
  redeem: { id: "loyalty.account.rewards.redeem", defaultMessage: "Exchange" },
  atBoxOffice: {
    id: "loyalty.account.rewards.atBoxOffice",
    defaultMessage: "Ask for it at the box office with your card.",
  },
  confirmTitle: { id: "loyalty.account.rewards.confirmTitle", defaultMessage: "Exchange « {name} »?" },
  confirmCost: {
    id: "loyalty.account.rewards.confirmCost",
    defaultMessage:
      "This reward costs {cost, plural, one {# point} other {# points}}. You will have {left, plural, one {# point} other {# points}} left.",
  },
  confirmVoucher: {
    id: "loyalty.account.rewards.confirmVoucher",
    defaultMessage: "You will get a code to show at the box office.",
  },
  confirm: { id: "loyalty.account.rewards.confirm", defaultMessage: "Exchange {cost, plural, one {# point} other {# points}}" },
  confirming: { id: "loyalty.account.rewards.confirming", defaultMessage: "Exchanging…" },
  cancel: { id: "loyalty.account.rewards.cancel", defaultMessage: "Cancel" },
  redeemed: {
    id: "loyalty.account.rewards.redeemed",
    defaultMessage: "Done! « {name} » is yours. Your code to show at the box office: {voucherCode}.",
  },
  actionFailed: { id: "loyalty.account.rewards.actionFailed", defaultMessage: "An error has occured." },
  vouchersTitle: { id: "loyalty.account.rewards.vouchersTitle", defaultMessage: "My codes to show at the box office" },
  vouchersHint: {
    id: "loyalty.account.rewards.vouchersHint",
    defaultMessage: "Give the code of a reward at the box office to receive it.",
  },
  voucherEntry: { id: "loyalty.account.rewards.voucherEntry", defaultMessage: "{description}, exchanged on {date}" },
  vouchersFailed: {
    id: "loyalty.account.rewards.vouchersFailed",
    defaultMessage: "Your codes cannot be shown right now.",
  },
});
