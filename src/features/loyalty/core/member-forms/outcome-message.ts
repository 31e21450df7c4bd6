import { useIntl } from "react-intl";
import { loyaltyMessages } from "../messages";
import { useLoyaltyErrorMessage } from "../errors/use-loyalty-error-message";
import type { Failure } from "../api/member-api";
import { memberFormsMessages } from "./messages";

/** The visitor-facing text of a failed member-form call (SPEC §8 catalogue for refusals). */
export function useFailureMessage() {
  const intl = useIntl();
  const errorMessage = useLoyaltyErrorMessage();
  return (failure: Failure): string => {
    switch (failure.kind) {
      case "refused":
        return errorMessage(failure);
      case "throttled":
        return intl.formatMessage(memberFormsMessages.throttled);
      case "captcha-failed":
        return intl.formatMessage(memberFormsMessages.captchaFailed);
      case "unavailable":
        return intl.formatMessage(loyaltyMessages.unavailable);
    }
  };
}
