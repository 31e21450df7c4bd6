import { callLoyalty, type LoyaltyAnswer, type LoyaltyCallOptions } from "../api/loyalty-client";
import { getCaptchaToken } from "../captcha/recaptcha";
import { PEACH_SUCCESS, type LoyaltyRouteName } from "../../../lib/loyalty-api";
import { loyaltySettings } from "../settings/loyalty-settings";

/** What a member form's call came to: the answer, a refusal by peachCode, or no usable answer. */
export type CallOutcome<T> =
  | { kind: "ok"; data: T & LoyaltyAnswer }
  | { kind: "refused"; peachCode: number; statusCode: number | null; clientErrorMessage: string | null }
  | { kind: "throttled" }
  | { kind: "unavailable" }
  | { kind: "captcha-failed" };

export type Failure = Exclude<CallOutcome<unknown>, { kind: "ok" }>;

/** Captcha actions of the member forms (SPEC §7: a token per call, from an action name). */
export type CaptchaAction = "signup" | "reset_password" | "username_reminder" | "activation" | "gift_card_balance";

/** One member-form call through the proxy, with a captcha token for `captchaAction` when a site key is set. */
export async function callForOutcome<T>(
  name: LoyaltyRouteName,
  options: Omit<LoyaltyCallOptions, "captchaResponse">,
  captchaAction?: CaptchaAction,
): Promise<CallOutcome<T>> {
  let captchaResponse: string | null = null;
  if (captchaAction) {
    try {
      captchaResponse = await getCaptchaToken(loyaltySettings.recaptchaSiteKey, captchaAction);
    } catch (error) {
      console.error(error);
      return { kind: "captcha-failed" };
    }
  }
  const result = await callLoyalty<T>(name, { ...options, captchaResponse });
  if (result.kind === "network-error") return { kind: "unavailable" };
  if (result.kind === "proxy-error") return result.status === 429 ? { kind: "throttled" } : { kind: "unavailable" };
  const { data } = result;
  if (data.peachCode === PEACH_SUCCESS) return { kind: "ok", data };
  return {
    kind: "refused",
    peachCode: data.peachCode,
    statusCode: data.statusCode ?? null,
    clientErrorMessage: data.clientErrorMessage ?? null,
  };
}
