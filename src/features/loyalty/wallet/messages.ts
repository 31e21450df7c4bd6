import { defineMessages } from "react-intl";

export const walletMessages = defineMessages({
  // Google Wallet's button wording (brand guidelines): the same words on every pass.
  add: { id: "loyalty.wallet.add", defaultMessage: "Add to Google Wallet" },
  preparing: { id: "loyalty.wallet.preparing", defaultMessage: "Preparing your pass…" },
  cardPass: { id: "loyalty.wallet.cardPass", defaultMessage: "(your member card)" },
  ticketPass: { id: "loyalty.wallet.ticketPass", defaultMessage: "(e-ticket of order no. {orderId})" },
  cardHint: {
    id: "loyalty.wallet.cardHint",
    defaultMessage: "Keep your member card in Google Wallet on your Android phone and show it at the box office.",
  },
  refused: {
    id: "loyalty.wallet.refused",
    defaultMessage:
      "The link received for Google Wallet is not a Google Wallet link: we did not open it. Please try again later.",
  },
  failed: {
    id: "loyalty.wallet.failed",
    defaultMessage: "Your pass could not be prepared for Google Wallet. Please try again in a few minutes.",
  },
});
