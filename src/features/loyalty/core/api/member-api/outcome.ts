import type * as z from "zod/mini";
import { PEACH_SUCCESS, type LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import { getCaptchaToken } from "../../captcha/recaptcha";
import { loyaltySettings } from "../../settings/loyalty-settings";
import type { LoyaltyAnswer, LoyaltyCallResult } from "../loyalty-client";
import { callWithTokens, MalformedReplyError, parseReply, type CallInput } from "./member-call";
import { anyReply } from "./replies";

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

/** The outcome of a call's result; a successful reply is parsed (a malformed one is "unavailable"). */
export function outcomeOf<T>(
  name: LoyaltyRouteName,
  result: LoyaltyCallResult<unknown>,
  schema: z.ZodMiniType<T>,
): CallOutcome<T> {
  if (result.kind === "network-error") return { kind: "unavailable" };
  if (result.kind === "proxy-error") return result.status === 429 ? { kind: "throttled" } : { kind: "unavailable" };
  const { data } = result;
  if (data.peachCode !== PEACH_SUCCESS)
    return {
      kind: "refused",
      peachCode: data.peachCode,
      statusCode: data.statusCode ?? null,
      clientErrorMessage: data.clientErrorMessage ?? null,
    };
  try {
    return { kind: "ok", data: { ...parseReply(name, schema, data), peachCode: data.peachCode } };
  } catch (error) {
    if (error instanceof MalformedReplyError) return { kind: "unavailable" };
    throw error;
  }
}

type FormInput = Omit<CallInput, "captchaResponse">;

/** One member-form call through the proxy, with a captcha token for `captchaAction` when a site key is set. */
export function callForOutcome(
  name: LoyaltyRouteName,
  input: FormInput,
  captchaAction?: CaptchaAction,
): Promise<CallOutcome<object>>;
/** The same, its successful reply parsed with `schema`. */
export function callForOutcome<T>(
  name: LoyaltyRouteName,
  input: FormInput,
  captchaAction: CaptchaAction | undefined,
  schema: z.ZodMiniType<T>,
): Promise<CallOutcome<T>>;
export async function callForOutcome(
  name: LoyaltyRouteName,
  input: FormInput,
  captchaAction?: CaptchaAction,
  schema: z.ZodMiniType<unknown> = anyReply,
): Promise<CallOutcome<unknown>> {
  let captchaResponse: string | null = null;
  if (captchaAction) {
    try {
      captchaResponse = await getCaptchaToken(loyaltySettings.recaptchaSiteKey, captchaAction);
    } catch (error) {
      console.error(error);
      return { kind: "captcha-failed" };
    }
  }
  return outcomeOf(name, await callWithTokens(name, { ...input, captchaResponse }), schema);
}
