import { useIntl } from "react-intl";
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
