import { callLoyalty } from "../api/loyalty-client";
import type { LoginAnswer, MemberDetails } from "../api/types";
import { loyaltySettings } from "../settings/loyalty-settings";
import { isMemberExpired } from "./member-expiry";
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type SessionCookie } from "./session-cookie";
import { toSessionCookie } from "./session-tokens";

export interface LoyaltySession {
  member: MemberDetails;
  /** When this tab last saw the tokens change (to notice another tab's refresh). */
  refreshedAt: number;
}

/** The loyalty service could not be reached (network, proxy or upstream failure): retried, session kept. */
export class LoyaltyUnavailableError extends Error {}

const settings = loyaltySettings;

/** Expired members count as logged out unless the configuration allows them (SPEC §4, §6). */
export const countsAsLoggedIn = (member: MemberDetails, now = new Date()) =>
  settings.allowExpiredLogin || !isMemberExpired(member.memberExpiry, now);

/** Stores the tokens of a login or refresh answer; an expired member's cookie gets no expiry. */
export function storeSession(answer: LoginAnswer, previous: SessionCookie | null): LoyaltySession {
  const cookie = toSessionCookie(answer, settings.version, previous, Date.now());
  writeSessionCookie(cookie, countsAsLoggedIn(answer.memberDetails) ? settings.sessionCookieHours : null);
  return { member: answer.memberDetails, refreshedAt: cookie.refreshedAt };
}

/**
 * Refreshes the session from the cookie (SPEC §4). Skipped when another tab
 * already refreshed it (the cookie is newer than what this tab saw): this tab
 * keeps its member and uses the new tokens. A refused refresh clears the session.
 */
export async function refreshSession(previous: LoyaltySession | null | undefined): Promise<LoyaltySession | null> {
  const cookie = readSessionCookie();
  if (!cookie) return null;
  if (previous && cookie.refreshedAt > previous.refreshedAt) return { ...previous, refreshedAt: cookie.refreshedAt };
  const result = await callLoyalty<LoginAnswer>(settings.version === 3 ? "refreshLoginV3" : "refreshLogin", { tokens: cookie });
  if (result.kind === "network-error" || (result.kind === "proxy-error" && result.status >= 500)) {
    throw new LoyaltyUnavailableError(result.kind);
  }
  if (result.kind === "proxy-error" || result.data.peachCode !== 0) {
    clearSessionCookie();
    return null;
  }
  return storeSession(result.data, cookie);
}

/** Ends the session on the server (SPEC §7 per version), then locally whatever the server said. */
export async function endSession(): Promise<void> {
  const cookie = readSessionCookie();
  clearSessionCookie();
  if (!cookie) return;
  if (settings.version === 3) {
    await callLoyalty("logoutV3", {
      tokens: cookie,
      body: { cancelAssociatedOrder: true, userSessionId: cookie.refreshToken },
    });
  } else {
    await callLoyalty("logoutByToken", { body: { token: cookie.token } });
  }
}
