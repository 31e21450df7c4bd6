import Cookies from "js-cookie";
import { forgetCard } from "./remembered-card";
import * as z from "zod/mini";
import { SESSION_TOKEN_PATTERN } from "../../../../lib/loyalty-api/session-token";
import { SESSION_COOKIE, USER_SESSION_ID_COOKIE } from "./session-presence";

export { USER_SESSION_ID_COOKIE };

const token = z.string().check(z.regex(SESSION_TOKEN_PATTERN));
/** Set on the cookie of an expired member who counts as logged out (SPEC §4), read by session-presence.ts. */
const expired = z.optional(z.literal(true));

/** The session cookie (SPEC §3): version-1 fields only for cypherVersion 1. */
const sessionCookieSchema = z.union([
  z.object({ cypherVersion: z.literal(3), token, refreshToken: token, refreshedAt: z.number(), expired }),
  z.object({
    cypherVersion: z.literal(1),
    token,
    refreshToken: token,
    userSessionId: token,
    memberId: token,
    encryptedSessionId: token,
    refreshedAt: z.number(),
    expired,
  }),
]);

export type SessionCookie = z.infer<typeof sessionCookieSchema>;

/** The cookie, if present and well-formed; a damaged cookie is removed. */
export function readSessionCookie(): SessionCookie | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed = sessionCookieSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through
  }
  clearSessionCookie();
  return null;
}

/**
 * Stores the session. `lifetimeHours` null writes a browser-session cookie (no
 * expiry), as SPEC §4 wants for an expired member.
 */
export function writeSessionCookie(session: SessionCookie, lifetimeHours: number | null): void {
  const attributes: Cookies.CookieAttributes = {
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
    ...(lifetimeHours === null ? {} : { expires: lifetimeHours / 24 }),
  };
  Cookies.set(SESSION_COOKIE, JSON.stringify(session), attributes);
  if (session.cypherVersion === 1) Cookies.set(USER_SESSION_ID_COOKIE, session.userSessionId, attributes);
}

/** Ends the session on this device: its cookies, and the card kept for offline use. */
export function clearSessionCookie(): void {
  Cookies.remove(SESSION_COOKIE, { path: "/" });
  Cookies.remove(USER_SESSION_ID_COOKIE, { path: "/" });
  forgetCard();
}
