import { defineMessages } from "react-intl";

export const historyMessages = defineMessages({
  ordersTitle: { id: "loyalty.account.history.ordersTitle", defaultMessage: "My orders" },
  transactionsTitle: { id: "loyalty.account.history.transactionsTitle", defaultMessage: "My points history" },
  loading: { id: "loyalty.account.history.loading", defaultMessage: "Loading…" },
  failed: {
    id: "loyalty.account.history.failed",
    defaultMessage: "This history cannot be shown right now. Please try again in a few minutes.",
  },
  retry: { id: "loyalty.account.history.retry", defaultMessage: "Try again" },
  noOrders: {
    id: "loyalty.account.history.noOrders",
    defaultMessage: "Your tickets and snacks bought online or at the box office with your card will appear here.",
  },
  noTransactions: {
    id: "loyalty.account.history.noTransactions",
    defaultMessage: "The points you earn at each screening and spend on rewards will appear here.",
  },
  showMore: { id: "loyalty.account.history.showMore", defaultMessage: "Show more" },
  loadingMore: { id: "loyalty.account.history.loadingMore", defaultMessage: "Loading more…" },
  session: { id: "loyalty.account.history.session", defaultMessage: "{day} at {time}, {screen}" },
  orderedOn: { id: "loyalty.account.history.orderedOn", defaultMessage: "Ordered on {date}" },
  orderNumber: { id: "loyalty.account.history.orderNumber", defaultMessage: "Order {orderId}" },
  refunded: { id: "loyalty.account.history.refunded", defaultMessage: "Refunded" },
  membership: { id: "loyalty.account.history.membership", defaultMessage: "Membership" },
  total: { id: "loyalty.account.history.total", defaultMessage: "Total: {amount}" },
  points: {
    id: "loyalty.account.history.points",
    defaultMessage: "{amount, plural, one {{sign}# point} other {{sign}# points}}",
  },
  voucher: { id: "loyalty.account.history.voucher", defaultMessage: "Code to show at the box office: {voucherCode}" },
});
