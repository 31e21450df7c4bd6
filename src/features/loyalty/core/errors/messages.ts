import { defineMessages } from "react-intl";

/** SPEC §8 error catalogue: English texts of the spec as default messages. */
export const loyaltyErrorMessages = defineMessages({
  withCode: { id: "loyalty.error.withCode", defaultMessage: "{message} (Code: {code})" },
  fallback: { id: "loyalty.error.fallback", defaultMessage: "An error has occured." },
  favoriteTheatersFallback: {
    id: "loyalty.error.favoriteTheaters",
    defaultMessage: "An error has occured while retrieving your favorite theaters.",
  },
  insufficientBalance: { id: "loyalty.error.4", defaultMessage: "Your balance is too low for this reward" },
  notActivated: { id: "loyalty.error.26", defaultMessage: "Your account is not activated" },
  emailNotAssociated: { id: "loyalty.error.29", defaultMessage: "Your email is not associated with a member" },
  memberNotFound: { id: "loyalty.error.30", defaultMessage: "Member not found" },
  incorrectPassword: { id: "loyalty.error.31", defaultMessage: "Incorrect password" },
  emailAlreadyUsed: { id: "loyalty.error.34", defaultMessage: "This email is already associated to a member" },
  accountExpired: { id: "loyalty.error.46", defaultMessage: "Your account has expired" },
  invalidGiftCard: { id: "loyalty.error.51", defaultMessage: "Invalid gift card" },
  invalidResetCode: { id: "loyalty.error.57", defaultMessage: "Invalid reset code" },
  watchlistNotYet: { id: "loyalty.error.72", defaultMessage: "This movie can't be added to your watchlist yet" },
  alreadyActive: { id: "loyalty.error.76", defaultMessage: "Your account is already active" },
  passwordComplexity: { id: "loyalty.error.84", defaultMessage: "Password should meet complexity rules" },
  passwordComplexityBoostPos: {
    id: "loyalty.error.84.boostPos",
    defaultMessage:
      "Your password is not strong enough. It must contain at least 8 characters, 1 lowercase letter, 1 uppercase letter, 1 number, and 1 special character.",
  },
  invalidActivationInfo: { id: "loyalty.error.85", defaultMessage: "Invalid activation info" },
  mustChangePassword: { id: "loyalty.error.1015", defaultMessage: "You need to change your password" },
  accountBlocked: { id: "loyalty.error.1019", defaultMessage: "Your account is blocked" },
  cardAlreadyActive: { id: "loyalty.error.1020", defaultMessage: "This card is already active" },
});
