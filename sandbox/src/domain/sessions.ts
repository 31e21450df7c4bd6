import type { SandboxContext } from "../context";
import type { MemberRow } from "../repositories/members";
import type { SessionRow } from "../repositories/sessions";
import { LoyaltyError, PeachCode } from "./errors";
import { newToken, sha256 } from "./secrets";

const MINUTE = 60_000;
export const SESSION_LIFETIME_MS = { 1: 15 * MINUTE, 3: 24 * 60 * MINUTE } as const;
export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * MINUTE;

export interface IssuedSession {
  token: string;
  refreshToken: string;
  userSessionId: string | null;
  encryptedSessionId: string | null;
}

/**
 * Who may hold a session. An expired member may: the site itself treats
 * expired members as logged out (SPEC §4), the backend does not refuse them.
 */
export function assertMayLogIn(member: MemberRow): void {
  if (member.status === "blocked") throw new LoyaltyError(PeachCode.BLOCKED);
  if (member.status === "not_activated") throw new LoyaltyError(PeachCode.NOT_ACTIVATED);
  if (member.must_change_password === 1) throw new LoyaltyError(PeachCode.MUST_CHANGE_PASSWORD);
}

/** Creates a session (call inside ctx.write). Version 1 sessions also get a user session id. */
export function issueSession(
  ctx: SandboxContext,
  memberId: number,
  version: 1 | 3,
  userSessionId: string | null = version === 1 ? newToken(16) : null,
): IssuedSession {
  const now = ctx.now();
  const issued: IssuedSession = {
    token: newToken(),
    refreshToken: newToken(),
    userSessionId,
    encryptedSessionId: version === 1 ? newToken(24) : null,
  };
  ctx.sessions.insert({
    member_id: memberId,
    version,
    token_hash: sha256(issued.token),
    refresh_hash: sha256(issued.refreshToken),
    user_session_id: issued.userSessionId,
    encrypted_session_id: issued.encryptedSessionId,
    expires_at: now + SESSION_LIFETIME_MS[version],
    refresh_expires_at: now + REFRESH_LIFETIME_MS,
    created_at: ctx.nowIso(),
  });
  return issued;
}

/** Refresh: the old session ends, a new one with new tokens (and the same user session id) starts. */
export function rotateSession(ctx: SandboxContext, session: SessionRow): IssuedSession {
  ctx.sessions.revoke(session.id, ctx.nowIso());
  return issueSession(ctx, session.member_id, session.version, session.user_session_id);
}

/** Whether a token names a live session (the ticketing stand-in's check). */
export const isLiveToken = (ctx: SandboxContext, token: string): boolean =>
  ctx.sessions.findLiveByTokenHash(sha256(token), ctx.now()) !== undefined;

export const sessionManagementTokens = (issued: IssuedSession) => ({
  boxofficeSessionToken: issued.token,
  boxofficeRefreshSessionToken: issued.refreshToken,
});
