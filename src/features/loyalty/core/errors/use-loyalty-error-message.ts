import { useIntl, type MessageDescriptor } from "react-intl";
import { isLoyaltyRefusal, isLoyaltyUnanswered } from "../api/loyalty-client";
import { loyaltyErrorMessage, type LoyaltyErrorAnswer } from "./error-catalogue";
import { loyaltySettings } from "../settings/loyalty-settings";

/** The catalogue message of a loyalty answer, with this site's provider and display-original flag. */
export function useLoyaltyErrorMessage() {
  const intl = useIntl();
  return (answer: LoyaltyErrorAnswer) =>
    loyaltyErrorMessage(intl, answer, {
      provider: loyaltySettings.provider,
      displayOriginal: loyaltySettings.displayOriginalErrorMessage,
    });
}

/**
 * The message of a failed call: its catalogue text for a refusal (SPEC §8), `unanswered` (when given)
 * for a call that got no answer, else `fallback`.
 */
export function useLoyaltyFailureMessage(fallback: MessageDescriptor, unanswered?: MessageDescriptor) {
  const intl = useIntl();
  const errorMessage = useLoyaltyErrorMessage();
  return (error: Error) => {
    if (isLoyaltyRefusal(error))
      return errorMessage({ peachCode: error.peachCode, clientErrorMessage: error.clientErrorMessage });
    return intl.formatMessage(unanswered && isLoyaltyUnanswered(error) ? unanswered : fallback);
  };
}
