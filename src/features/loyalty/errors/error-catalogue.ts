import type { IntlShape, MessageDescriptor } from "react-intl";
import type { LoyaltyProvider } from "../../../content/site-schema";
import { loyaltyErrorMessages as m } from "./messages";

const byPeachCode: Readonly<Record<number, MessageDescriptor>> = {
  // The backend's "balance too low" (docs/loyalty-api.md), answered to a reward the points do not cover.
  4: m.insufficientBalance,
  26: m.notActivated,
  29: m.emailNotAssociated,
  30: m.memberNotFound,
  31: m.incorrectPassword,
  58: m.incorrectPassword,
  34: m.emailAlreadyUsed,
  60: m.emailAlreadyUsed,
  46: m.accountExpired,
  51: m.invalidGiftCard,
  57: m.invalidResetCode,
  72: m.watchlistNotYet,
  76: m.alreadyActive,
  84: m.passwordComplexity,
  85: m.invalidActivationInfo,
  1015: m.mustChangePassword,
  1019: m.accountBlocked,
  1020: m.cardAlreadyActive,
};

/** Messages that differ for BOOST_POS (SPEC §8: chosen by peachCode plus provider). */
const byPeachCodeForBoostPos: Readonly<Record<number, MessageDescriptor>> = {
  84: m.passwordComplexityBoostPos,
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
