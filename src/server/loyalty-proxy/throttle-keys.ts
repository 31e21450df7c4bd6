import type { LoyaltyRouteName, PathParams } from "../../lib/loyalty-api";
import { addressKey } from "../http/client-address";
import { guessPlan, type GuessPlan } from "../throttle/guess-policy";
import type { ProxyCall } from "./proxy-call";

const EMAIL_FIELDS = ["email", "username", "emailAddress"] as const;

/** Routes whose success proves the address belongs to the account's member. */
const LOGIN_ROUTES: ReadonlySet<LoyaltyRouteName> = new Set(["login", "loginV3"]);

function fieldOf(source: unknown): string | undefined {
  if (typeof source !== "object" || source === null) return undefined;
  const record = source as Record<string, unknown>;
  for (const field of EMAIL_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

/** The account a secret-guessing call targets, wherever the call names it. */
export function targetEmail(call: ProxyCall, pathParams: PathParams): string | undefined {
  const body = call.body.kind === "json" ? call.body.value : undefined;
  const raw = pathParams.email ?? fieldOf(body) ?? fieldOf(call.params);
  return raw?.trim().toLowerCase().slice(0, 254);
}

/** The throttle counters of one secret-guessing call (src/server/throttle/guess-policy.ts). */
export function guessPlanFor(name: LoyaltyRouteName, call: ProxyCall, pathParams: PathParams, clientAddress: string): GuessPlan {
  return guessPlan(addressKey(clientAddress), targetEmail(call, pathParams), LOGIN_ROUTES.has(name));
}
