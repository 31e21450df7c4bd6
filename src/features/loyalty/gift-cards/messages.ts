import { defineMessages } from "react-intl";

export const giftCardsMessages = defineMessages({
  title: { id: "giftCards.title", defaultMessage: "Gift cards and vouchers" },
  description: {
    id: "giftCards.description",
    defaultMessage: "Check the balance of a {cinema} gift card, and offer cinema tickets: gift cards and e-vouchers.",
  },
  intro: {
    id: "giftCards.intro",
    defaultMessage:
      "Offer cinema: a gift card to spend at the box office and online, or an e-voucher for a screening, sent by e-mail.",
  },
  balanceTitle: { id: "giftCards.balance.title", defaultMessage: "Check a gift card's balance" },
  cardNumber: { id: "giftCards.balance.cardNumber", defaultMessage: "Gift card number" },
  cardNumberHint: {
    id: "giftCards.balance.cardNumberHint",
    defaultMessage: "The number on the back of the card, with or without spaces.",
  },
  cardNumberMissing: { id: "giftCards.balance.cardNumberMissing", defaultMessage: "Enter the gift card number." },
  pin: { id: "giftCards.balance.pin", defaultMessage: "PIN code (if your card has one)" },
  pinHint: { id: "giftCards.balance.pinHint", defaultMessage: "Under the scratch-off panel, on some cards only." },
  submit: { id: "giftCards.balance.submit", defaultMessage: "Check the balance" },
  checking: { id: "giftCards.balance.checking", defaultMessage: "Checking…" },
  result: { id: "giftCards.balance.result", defaultMessage: "Balance of card no. {cardNumber}" },
  validUntil: { id: "giftCards.balance.validUntil", defaultMessage: "Valid until {date} included." },
  noExpiry: { id: "giftCards.balance.noExpiry", defaultMessage: "No end of validity." },
  unavailable: {
    id: "giftCards.balance.unavailable",
    defaultMessage:
      "The gift card service cannot be reached right now. What you typed is kept: please try again in a few minutes.",
  },
  picture: { id: "giftCards.picture", defaultMessage: "Gift card" },
  buyTitle: { id: "giftCards.buy.title", defaultMessage: "Offer a gift card" },
  buyText: {
    id: "giftCards.buy.text",
    defaultMessage: "The amount of your choice, to spend on tickets and at the snack bar, online and at the box office.",
  },
  buy: { id: "giftCards.buy.link", defaultMessage: "Buy a gift card" },
  vouchersTitle: { id: "giftCards.vouchers.title", defaultMessage: "E-vouchers" },
  vouchersIntro: {
    id: "giftCards.vouchers.intro",
    defaultMessage: "A ticket to offer, received by e-mail and exchanged at the box office for the screening of your choice.",
  },
  vouchersLoading: { id: "giftCards.vouchers.loading", defaultMessage: "Loading the e-vouchers…" },
  vouchersFailed: { id: "giftCards.vouchers.failed", defaultMessage: "The e-vouchers cannot be shown right now." },
  vouchersRetry: { id: "giftCards.vouchers.retry", defaultMessage: "Try again" },
  vouchersNone: {
    id: "giftCards.vouchers.none",
    defaultMessage: "No e-voucher is on sale online at the moment: ask at the box office.",
  },
  voucherValidity: {
    id: "giftCards.vouchers.validity",
    defaultMessage:
      "Valid {unit, select, year {{count, plural, one {# year} other {# years}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# day} other {# days}}}} from purchase",
  },
  voucherBuy: { id: "giftCards.vouchers.buy", defaultMessage: "Buy" },
  handoffNote: {
    id: "giftCards.handoffNote",
    defaultMessage: "Purchases are made on our ticketing site, with your member account.",
  },
});
