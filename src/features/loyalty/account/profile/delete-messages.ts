import { defineMessages } from "react-intl";

export const deleteMessages = defineMessages({
  title: { id: "loyalty.account.delete.title", defaultMessage: "Delete my account" },
  intro: {
    id: "loyalty.account.delete.intro",
    defaultMessage: "Deleting your account ends your membership of the {cinema} club for good.",
  },
  open: { id: "loyalty.account.delete.open", defaultMessage: "Delete my account…" },
  dialogTitle: { id: "loyalty.account.delete.dialogTitle", defaultMessage: "Delete your account for good?" },
  whatIsLost: {
    id: "loyalty.account.delete.whatIsLost",
    defaultMessage:
      "You will lose your card no. {cardNumber}, your {points, plural, one {# point} other {# points}}, your history, your films and your cinema. This cannot be undone.",
  },
  whatIsLostNoCard: {
    id: "loyalty.account.delete.whatIsLostNoCard",
    defaultMessage: "You will lose your points, your history, your films and your cinema. This cannot be undone.",
  },
  cancel: { id: "loyalty.account.delete.cancel", defaultMessage: "Keep my account" },
  confirm: { id: "loyalty.account.delete.confirm", defaultMessage: "Delete my account for good" },
  deleting: { id: "loyalty.account.delete.deleting", defaultMessage: "Deleting…" },
  failed: { id: "loyalty.account.delete.failed", defaultMessage: "Your account has not been deleted: {reason}" },
});
