import { defineMessages } from "react-intl";

export const paymentsMessages = defineMessages({
  title: { id: "loyalty.account.payments.title", defaultMessage: "My payment methods" },
  what: {
    id: "loyalty.account.payments.what",
    defaultMessage:
      "Your saved bank cards are kept by our secure payment provider, not by the cinema. Add, change or remove them on its site; you will come back here afterwards.",
  },
  open: { id: "loyalty.account.payments.open", defaultMessage: "Manage my payment methods" },
  opening: { id: "loyalty.account.payments.opening", defaultMessage: "Opening the payment site…" },
  unsafe: {
    id: "loyalty.account.payments.unsafe",
    defaultMessage:
      "The payment site's address we received is not a secure one, so it was not opened. Please try again later or ask at the box office.",
  },
  failed: { id: "loyalty.account.payments.failed", defaultMessage: "An error has occured." },
});
