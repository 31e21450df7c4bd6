import type { LoyaltyVersion } from "../../../../../lib/loyalty-api";
import type { SessionCookie } from "../../session/session-cookie";
import type { LoginAnswer } from "../types";

/** The cookie fields of SPEC §3 from a login or refresh answer, per version. */
export function toSessionCookie(
  answer: Pick<LoginAnswer, "memberDetails" | "sessionManagementTokens" | "userSessionId" | "encryptedSessionId">,
  version: LoyaltyVersion,
  previous: SessionCookie | null,
  now: number,
): SessionCookie {
  const token = answer.sessionManagementTokens.boxofficeSessionToken;
  const refreshToken = answer.sessionManagementTokens.boxofficeRefreshSessionToken;
  if (version === 3) return { cypherVersion: 3, token, refreshToken, refreshedAt: now };
  const earlier = previous?.cypherVersion === 1 ? previous : undefined;
  return {
    cypherVersion: 1,
    token,
    refreshToken,
    // A version-1 refresh keeps the session's userSessionId and does not repeat it.
    userSessionId: answer.userSessionId ?? earlier?.userSessionId ?? token,
    memberId: answer.memberDetails.memberId,
    encryptedSessionId: answer.encryptedSessionId ?? earlier?.encryptedSessionId ?? token,
    refreshedAt: now,
  };
}
