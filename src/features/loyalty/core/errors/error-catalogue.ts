import type { IntlShape, MessageDescriptor } from "react-intl";
import type { LoyaltyProvider } from "../../../../domain/site-values";
import { PeachCode } from "../../../../lib/loyalty-api/peach-codes";
import { loyaltyErrorMessages as m } from "./messages";

const byPeachCode: Readonly<Record<number, MessageDescriptor>> = {
  // The backend's "balance too low" (docs/loyalty-api.md), answered to a reward the points do not cover.
  [PeachCode.INSUFFICIENT_BALANCE]: m.insufficientBalance,
  [PeachCode.NOT_ACTIVATED]: m.notActivated,
  [PeachCode.EMAIL_NOT_ASSOCIATED]: m.emailNotAssociated,
  [PeachCode.MEMBER_NOT_FOUND]: m.memberNotFound,
  [PeachCode.INCORRECT_PASSWORD_V1]: m.incorrectPassword,
  [PeachCode.INCORRECT_PASSWORD_V3]: m.incorrectPassword,
  [PeachCode.EMAIL_ALREADY_ASSOCIATED_V1]: m.emailAlreadyUsed,
  [PeachCode.EMAIL_ALREADY_ASSOCIATED_V3]: m.emailAlreadyUsed,
  [PeachCode.ACCOUNT_EXPIRED]: m.accountExpired,
  [PeachCode.INVALID_GIFT_CARD]: m.invalidGiftCard,
  [PeachCode.INVALID_RESET_CODE]: m.invalidResetCode,
  [PeachCode.FILM_NOT_ADDABLE]: m.watchlistNotYet,
  [PeachCode.ALREADY_ACTIVE]: m.alreadyActive,
  [PeachCode.PASSWORD_COMPLEXITY]: m.passwordComplexity,
  [PeachCode.INVALID_ACTIVATION_INFO]: m.invalidActivationInfo,
  [PeachCode.MUST_CHANGE_PASSWORD]: m.mustChangePassword,
  [PeachCode.BLOCKED]: m.accountBlocked,
  [PeachCode.CARD_ALREADY_ACTIVE]: m.cardAlreadyActive,
};

/** Messages that differ for BOOST_POS (SPEC §8: chosen by peachCode plus provider). */
const byPeachCodeForBoostPos: Readonly<Record<number, MessageDescriptor>> = {
  [PeachCode.PASSWORD_COMPLEXITY]: m.passwordComplexityBoostPos,
};

export interface LoyaltyErrorAnswer {
  peachCode: number;
  clientErrorMessage?: string | null | undefined;
}

export interface ErrorCatalogueOptions {
  provider: LoyaltyProvider;
  /** Show the server's clientErrorMessage instead of ours (default off). */
  displayOriginal?: boolean;
}

export function loyaltyErrorDescriptor(peachCode: number, provider: LoyaltyProvider): MessageDescriptor {
  const forProvider = provider === "BOOST_POS" ? byPeachCodeForBoostPos[peachCode] : undefined;
  return forProvider ?? byPeachCode[peachCode] ?? m.fallback;
}

/** The visitor-facing message of a loyalty error: catalogue text followed by "(Code: {code})". */
export function loyaltyErrorMessage(
  intl: IntlShape,
  { peachCode, clientErrorMessage }: LoyaltyErrorAnswer,
  { provider, displayOriginal = false }: ErrorCatalogueOptions,
): string {
  const message =
    displayOriginal && clientErrorMessage ? clientErrorMessage : intl.formatMessage(loyaltyErrorDescriptor(peachCode, provider));
  return intl.formatMessage(m.withCode, { message, code: peachCode });
}
