import { defineMessages } from "react-intl";

export const cardMessages = defineMessages({
  qrAlt: { id: "loyalty.account.card.qrAlt", defaultMessage: "QR code of your card no. {cardNumber}" },
  barcodeAlt: { id: "loyalty.account.card.barcodeAlt", defaultMessage: "Barcode of your card no. {cardNumber}" },
  drawing: { id: "loyalty.account.card.drawing", defaultMessage: "Drawing your card's code…" },
  notDrawn: {
    id: "loyalty.account.card.notDrawn",
    defaultMessage: "The code could not be drawn: give your card number at the box office.",
  },
  number: { id: "loyalty.account.card.number", defaultMessage: "Card no." },
  brighten: {
    id: "loyalty.account.card.brighten",
    defaultMessage: "At the box office, turn your screen's brightness up so the code scans at once.",
  },
  remembered: {
    id: "loyalty.account.card.remembered",
    defaultMessage: "Your card as this device last showed it: it can be scanned at the box office even without a network.",
  },
  none: {
    id: "loyalty.account.card.none",
    defaultMessage: "You have no active card. Ask for one at the cinema's box office.",
  },
});
