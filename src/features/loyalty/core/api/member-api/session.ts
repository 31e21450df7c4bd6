import { PEACH_SUCCESS, type LoyaltyRouteName, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import type { SessionCookie } from "../../session/session-cookie";
import type { LoyaltyCallResult, SessionTokens } from "../loyalty-client";
import type { MemberDetails } from "../types";
import { callWithTokens, MalformedReplyError, parseReply } from "./member-call";
import { loginReply } from "./replies";
import { toSessionCookie } from "./session-cookie-fields";
import { routeIn, siteVersion } from "./site-version";

/** What a login or a refresh came to, in the session's terms. */
export type SessionAnswer =
  /** The member, and the session cookie this answer makes (SPEC §3 fields of the site's version). */
  | { kind: "session"; member: MemberDetails; cookie: (previous: SessionCookie | null, now: number) => SessionCookie }
  | { kind: "refused"; peachCode: number; clientErrorMessage: string | null }
  /** The proxy refused the call (429: too many attempts). */
  | { kind: "rejected"; status: number }
  /** No usable answer: network, proxy or upstream failure, malformed reply; `offline` when the request never got one. */
  | { kind: "unavailable"; offline?: boolean };

function sessionAnswerOf(name: LoyaltyRouteName, result: LoyaltyCallResult<unknown>): SessionAnswer {
  if (result.kind === "network-error") return { kind: "unavailable", offline: true };
  if (result.kind === "proxy-error")
    return result.status >= 500 ? { kind: "unavailable" } : { kind: "rejected", status: result.status };
  const { data } = result;
  if (data.peachCode !== PEACH_SUCCESS)
    return { kind: "refused", peachCode: data.peachCode, clientErrorMessage: data.clientErrorMessage ?? null };
  try {
    const answer = parseReply(name, loginReply, data);
    return {
      kind: "session",
      member: answer.memberDetails,
      cookie: (previous, now) => toSessionCookie(answer, siteVersion, previous, now),
    };
  } catch (error) {
    if (error instanceof MalformedReplyError) return { kind: "unavailable" };
    throw error;
  }
}

const answerOf = async (name: LoyaltyRouteName, call: Promise<LoyaltyCallResult<unknown>>) => sessionAnswerOf(name, await call);

/** SPEC §7 Login of the site's version. */
export function logIn(credentials: { email: string; password: string }, captchaResponse: string | null): Promise<SessionAnswer> {
  const name = routeIn(siteVersion, "login", "loginV3");
  return answerOf(name, callWithTokens(name, { body: credentials, captchaResponse }));
}

/** SPEC §7 version-1 extra "login by token (with a flag)": the flag is `isTokenLogin` (docs/decisions.md). */
export const logInByToken = (token: string): Promise<SessionAnswer> =>
  answerOf("loginByToken", callWithTokens("loginByToken", { body: { token, isTokenLogin: true } }));

/** SPEC §7 RefreshLogin of the site's version, with the refresh token of the stored session. */
export function refreshLogin(stored: SessionTokens): Promise<SessionAnswer> {
  const name = routeIn(siteVersion, "refreshLogin", "refreshLoginV3");
  return answerOf(name, callWithTokens(name, {}, stored));
}

/** SPEC §7 logout of the stored session: version 3 Logout, version 1 LogoutByToken. Whatever the answer. */
export async function logOut(stored: SessionTokens): Promise<void> {
  const name = routeIn(siteVersion, "logoutByToken", "logoutV3");
  const body =
    name === "logoutV3" ? { cancelAssociatedOrder: true, userSessionId: stored.refreshToken } : { token: stored.token };
  await callWithTokens(name, { body }, stored);
}

export const tokenCheckRoute = (version: LoyaltyVersion) => routeIn(version, "validateToken", "getMemberV3");

/**
 * SPEC §5 token check of a stored session: version 1's ValidateToken; version 3 has none, so the member is asked for
 * with the token (GetMember, "header token"), which only a live session token answers with PEACH_SUCCESS.
 */
export async function isSessionTokenValid(stored: SessionTokens): Promise<boolean> {
  const result = await callWithTokens(tokenCheckRoute(siteVersion), {}, stored);
  return result.kind === "answer" && result.data.peachCode === PEACH_SUCCESS;
}
