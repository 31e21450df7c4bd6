import type * as z from "zod/mini";
import { loyaltyRoutes, type LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import { readSessionCookie } from "../../session/session-cookie";
import {
  answerOrThrow,
  callLoyalty,
  callLoyaltyText,
  LoyaltyCallError,
  type LoyaltyCallOptions,
  type LoyaltyCallResult,
  type SessionTokens,
} from "../loyalty-client";

/** A reply without the shape the member API reads: the one error of every malformed reply, counted as no answer. */
export class MalformedReplyError extends LoyaltyCallError {
  constructor(
    readonly route: LoyaltyRouteName,
    readonly fields: readonly string[],
  ) {
    super(null);
    this.message = `Loyalty call ${route}: malformed reply (${fields.join(", ") || "root"})`;
  }
}

/** The reply as the app's own type, or a MalformedReplyError (logged). */
export function parseReply<T>(name: LoyaltyRouteName, schema: z.ZodMiniType<T>, reply: unknown): T {
  const parsed = schema.safeParse(reply);
  if (parsed.success) return parsed.data;
  const error = new MalformedReplyError(
    name,
    parsed.error.issues.map((issue) => issue.path.join(".")),
  );
  console.warn(error.message);
  throw error;
}

export type CallInput = Omit<LoyaltyCallOptions, "tokens">;

/**
 * The tokens a route's `auth` asks for, from the session cookie read at call time (another tab may have
 * refreshed them), unless the session lifecycle names the stored session it works on.
 */
const withTokens = (name: LoyaltyRouteName, input: CallInput, stored?: SessionTokens | null): LoyaltyCallOptions =>
  loyaltyRoutes[name].auth === "none" ? input : { ...input, tokens: stored === undefined ? readSessionCookie() : stored };

/** One call with its tokens attached, unparsed (the session lifecycle and the member forms read the result kinds). */
export const callWithTokens = (
  name: LoyaltyRouteName,
  input: CallInput = {},
  stored?: SessionTokens | null,
): Promise<LoyaltyCallResult<unknown>> => callLoyalty<unknown>(name, withTokens(name, input, stored));

/** One call: its successful reply parsed, or a LoyaltyCallError (refusal, no answer, malformed reply). */
export async function memberCall<T>(name: LoyaltyRouteName, schema: z.ZodMiniType<T>, input: CallInput = {}): Promise<T> {
  return parseReply(name, schema, answerOrThrow(name, await callWithTokens(name, input)));
}

/** One call of a `raw` route: its text, or a LoyaltyCallError. */
export async function memberCallText(name: LoyaltyRouteName, input: CallInput = {}): Promise<string> {
  return answerOrThrow(name, await callLoyaltyText(name, withTokens(name, input))).text;
}
