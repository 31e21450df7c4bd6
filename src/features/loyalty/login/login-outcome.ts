import { useIntl } from "react-intl";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { useLoyaltyErrorMessage } from "../core/errors/use-loyalty-error-message";
import { loyaltyMessages } from "../core/messages";
import type { LoginOutcome } from "../core/session/log-in";

/** A login that did not succeed: what to tell the member, and the field the backend named as wrong, if any. */
export interface Refusal {
  message: string;
  peachCode: number | null;
  field: "email" | "password" | null;
}

/** SPEC §8: 31 and 58 say the password is wrong, 29 and 30 that no member has this e-mail; other codes name no field. */
export function refusedField(peachCode: number | null): Refusal["field"] {
  switch (peachCode) {
    case PeachCode.INCORRECT_PASSWORD_V1:
    case PeachCode.INCORRECT_PASSWORD_V3:
      return "password";
    case PeachCode.EMAIL_NOT_ASSOCIATED:
    case PeachCode.MEMBER_NOT_FOUND:
      return "email";
    default:
      return null;
  }
}

export function useOutcomeMessage() {
  const intl = useIntl();
  const errorMessage = useLoyaltyErrorMessage();
  const refusal = (message: string, peachCode: number | null): Refusal => ({
    message,
    peachCode,
    field: refusedField(peachCode),
  });
  return (outcome: LoginOutcome): Refusal | null => {
    switch (outcome.kind) {
      case "logged-in":
        return null;
      case "expired":
        return refusal(errorMessage({ peachCode: PeachCode.ACCOUNT_EXPIRED }), PeachCode.ACCOUNT_EXPIRED);
      case "refused":
        return refusal(errorMessage(outcome), outcome.peachCode);
      case "throttled":
        return refusal(intl.formatMessage(loyaltyMessages.throttled), null);
      case "unavailable":
        return refusal(intl.formatMessage(loyaltyMessages.unavailable), null);
      case "captcha-failed":
        return refusal(intl.formatMessage(loyaltyMessages.captchaFailed), null);
    }
  };
}
