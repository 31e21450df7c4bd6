import { logOut, refreshLogin, type SessionAnswer } from "../api/member-api";
import type { MemberDetails } from "../api/types";
import { loyaltySettings } from "../settings/loyalty-settings";
import { isMemberExpired } from "./member-expiry";
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type SessionCookie } from "./session-cookie";
import { RefreshLockTimeoutError, withRefreshLock } from "./refresh-lock";

export interface LoyaltySession {
  member: MemberDetails;
  /** When this tab last saw the tokens change (to notice another tab's refresh). */
  refreshedAt: number;
}

/**
 * The loyalty service could not be reached (network, proxy or upstream failure): retried, session kept. `offline`:
 * the request got no answer at all (no network), rather than the service saying it is down.
 */
export class LoyaltyUnavailableError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
  }
}

const settings = loyaltySettings;

/** Expired members count as logged out unless the configuration allows them (SPEC §4, §6). */
export const countsAsLoggedIn = (member: MemberDetails, now = new Date()) =>
  settings.allowExpiredLogin || !isMemberExpired(member.memberExpiry, now);

/**
 * Stores the tokens of a login or refresh answer. An expired member who counts as logged out gets a cookie
 * with no expiry, marked `expired` so that pages without the member code (analytics) see them as absent.
 */
export function storeSession(
  answer: Extract<SessionAnswer, { kind: "session" }>,
  previous: SessionCookie | null,
): LoyaltySession {
  const cookie = answer.cookie(previous, Date.now());
  if (countsAsLoggedIn(answer.member)) writeSessionCookie(cookie, settings.sessionCookieHours);
  else writeSessionCookie({ ...cookie, expired: true }, null);
  return { member: answer.member, refreshedAt: cookie.refreshedAt };
}

/** Whether the cookie still holds these tokens (no other tab or login has replaced them). */
const stillHolds = (cookie: SessionCookie | null, sent: SessionCookie) => cookie?.refreshToken === sent.refreshToken;

/**
 * Refreshes the session from the cookie (SPEC §4), under a lock shared by every
 * tab of the site (Web Locks), so tabs never rotate the tokens in parallel.
 * Inside the lock the cookie is read again: when another tab refreshed it after
 * the moment this tab last saw it, this tab keeps its member and uses the new
 * tokens. A refusal clears the session only if the cookie still holds the refused
 * refresh token; if another tab or a login replaced the tokens meanwhile, the
 * refresh is tried once more with them.
 */
export async function refreshSession(previous: LoyaltySession | null | undefined): Promise<LoyaltySession | null> {
  try {
    return await withRefreshLock(() => refreshUnderLock(previous));
  } catch (error) {
    if (error instanceof RefreshLockTimeoutError) throw new LoyaltyUnavailableError(error.message);
    throw error;
  }
}

const MAX_REFRESH_ATTEMPTS = 2;

async function refreshUnderLock(previous: LoyaltySession | null | undefined): Promise<LoyaltySession | null> {
  for (let attempt = 1; ; attempt += 1) {
    const cookie = readSessionCookie();
    if (!cookie) return null;
    if (previous && cookie.refreshedAt > previous.refreshedAt) return { ...previous, refreshedAt: cookie.refreshedAt };
    const answer = await refreshLogin(cookie);
    if (answer.kind === "unavailable") throw new LoyaltyUnavailableError(answer.kind, answer.offline === true);
    const current = readSessionCookie();
    if (answer.kind !== "session") {
      if (stillHolds(current, cookie)) {
        clearSessionCookie();
        return null;
      }
      // Not our tokens any more: another tab (without Web Locks) or a login stored newer ones.
      if (attempt < MAX_REFRESH_ATTEMPTS) continue;
      return current && previous ? { ...previous, refreshedAt: current.refreshedAt } : null;
    }
    // Logged out meanwhile (this or another tab): the refreshed session is not brought back.
    if (!current) return null;
    if (!stillHolds(current, cookie)) return { member: answer.member, refreshedAt: current.refreshedAt };
    return storeSession(answer, cookie);
  }
}

/** Ends the session on the server (SPEC §7 per version), then locally whatever the server said. */
export async function endSession(): Promise<void> {
  const cookie = readSessionCookie();
  clearSessionCookie();
  if (cookie) await logOut(cookie);
}
