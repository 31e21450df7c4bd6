import { defineMessages } from "react-intl";

/** The home page's notice after a deletion (its own file: the home page loads nothing else of the account). */
export const deletedMessages = defineMessages({
  deleted: {
    id: "loyalty.account.deleted",
    defaultMessage: "Your account has been deleted. Thank you for having been a member; see you soon at the cinema.",
  },
});
