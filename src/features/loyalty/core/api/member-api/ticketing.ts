import type { LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { readSessionCookie } from "../../session/session-cookie";
import { isSessionTokenValid } from "./session";
import { siteVersion } from "./site-version";

export type TicketingRequest = { method: "GET"; url: string } | { method: "POST"; url: string; fields: { token: string } };

/** SPEC §4: version 1 appends the token as a query parameter, version 3 posts it in a form. */
export function ticketingRequest(version: LoyaltyVersion, target: URL, token: string): TicketingRequest {
  if (version === 3) return { method: "POST", url: target.href, fields: { token } };
  const url = new URL(target.href);
  url.searchParams.set("token", token);
  return { method: "GET", url: url.href };
}

/**
 * SPEC §4 "Redirect to ticketing": checks the stored session's token (SPEC §5). Valid: how to send the member to a
 * ticketing target with it; no session or an invalid token: null.
 */
export async function ticketingHandoff(): Promise<((target: URL) => TicketingRequest) | null> {
  const stored = readSessionCookie();
  if (!stored || !(await isSessionTokenValid(stored))) return null;
  // The token is read again when sending: another tab may have refreshed it meanwhile.
  return (target) => ticketingRequest(siteVersion, target, readSessionCookie()?.token ?? stored.token);
}
