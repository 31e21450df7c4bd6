import { useIntl, type MessageDescriptor } from "react-intl";
import { LoyaltyCallError } from "../api/loyalty-client";
import { loyaltyErrorMessage, type LoyaltyErrorAnswer } from "../errors/error-catalogue";
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

/** The message of a failed call: its catalogue text for a refusal (SPEC §8), else `fallback`. */
export function useLoyaltyFailureMessage(fallback: MessageDescriptor) {
  const intl = useIntl();
  const errorMessage = useLoyaltyErrorMessage();
  return (error: Error) =>
    error instanceof LoyaltyCallError && error.peachCode !== null
      ? errorMessage({ peachCode: error.peachCode, clientErrorMessage: error.clientErrorMessage })
      : intl.formatMessage(fallback);
}
