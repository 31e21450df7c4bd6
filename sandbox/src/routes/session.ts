import { z } from "zod";
import { MAX_SESSION_TOKEN_LENGTH, type LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidSession, LoyaltyError, PeachCode } from "../domain/errors";
import { memberDetails } from "../domain/member-details";
import { hashPassword, verifyPassword } from "../domain/passwords";
import { newToken, sha256 } from "../domain/secrets";
import { assertMayLogIn, issueSession, rotateSession, sessionManagementTokens, type IssuedSession } from "../domain/sessions";
import { authOf, Unenveloped, type LoyaltyCall, type LoyaltyHandler, type LoyaltyResult } from "../http/loyalty-route";
import { password, text } from "../http/shapes";
import { parseInput } from "../http/validation";
import type { MemberRow } from "../repositories/members";

const credentials = z
  .object({ email: text(254).optional(), username: text(254).optional(), password })
  .refine((body) => Boolean(body.email || body.username), { message: "email or username is required", path: ["email"] });
const sessionToken = z.string().min(1).max(MAX_SESSION_TOKEN_LENGTH);
const tokenLogin = z.object({ token: sessionToken, isTokenLogin: z.literal(true) });
const logoutV3 = z.object({
  cancelAssociatedOrder: z.boolean().optional(),
  userSessionId: z.string().max(MAX_SESSION_TOKEN_LENGTH).optional(),
});

export const sessionRoutes = (ctx: SandboxContext) => {
  let dummyHash: Promise<string> | undefined;

  const loginResult = (member: MemberRow, issued: IssuedSession, version: 1 | 3): LoyaltyResult => ({
    ...(version === 1 ? { userSessionId: issued.userSessionId, encryptedSessionId: issued.encryptedSessionId } : {}),
    memberDetails: memberDetails(ctx, member),
    sessionManagementTokens: sessionManagementTokens(issued),
  });

  const login =
    (version: 1 | 3): LoyaltyHandler =>
    async ({ body }) => {
      const input = parseInput(credentials, body);
      const member = ctx.members.findByLogin(input.email || input.username || "");
      if (member === undefined) {
        // Spend the same time as for a known email, so timing does not tell which emails are members.
        await verifyPassword(input.password, await (dummyHash ??= hashPassword("not a password", ctx.scryptCost)));
        throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
      }
      if (!(await verifyPassword(input.password, member.password_hash)))
        throw new LoyaltyError(version === 1 ? PeachCode.INCORRECT_PASSWORD_V1 : PeachCode.INCORRECT_PASSWORD_V3);
      assertMayLogIn(member);
      return loginResult(
        member,
        ctx.write(() => issueSession(ctx, member.id, version)),
        version,
      );
    };

  const refresh =
    (version: 1 | 3): LoyaltyHandler =>
    (call) => {
      const { session, member } = authOf(call);
      assertMayLogIn(member);
      const issued = ctx.write(() => rotateSession(ctx, session));
      const answer = {
        statusCode: version === 1 ? 0 : 200,
        memberDetails: memberDetails(ctx, member),
        sessionManagementTokens: sessionManagementTokens(issued),
      };
      // SPEC §7 lists exactly these fields for a refresh: "status-only" answers them without peachCode.
      return ctx.answerModes.refresh === "status-only" ? new Unenveloped(answer) : answer;
    };

  const endSession = (call: LoyaltyCall): LoyaltyResult => {
    ctx.write(() => ctx.sessions.revoke(authOf(call).session.id, ctx.nowIso()));
    return {};
  };

  return {
    login: login(1),
    loginV3: login(3),
    loginByToken: ({ body }) => {
      const input = parseInput(tokenLogin, body);
      const session = ctx.sessions.findLiveByTokenHash(sha256(input.token), ctx.now());
      const member = session && ctx.members.findById(session.member_id);
      if (member === undefined) throw invalidSession();
      assertMayLogIn(member);
      return loginResult(
        member,
        ctx.write(() => issueSession(ctx, member.id, 1, newToken(16))),
        1,
      );
    },
    refreshLogin: refresh(1),
    refreshLoginV3: refresh(3),
    logout: endSession,
    logoutV3: (call) => {
      parseInput(logoutV3, call.body);
      return endSession(call);
    },
    // Idempotent: logging out a session that is already gone succeeds.
    logoutByToken: ({ body }) => {
      const input = parseInput(z.object({ token: sessionToken }), body);
      const session = ctx.sessions.findLiveByTokenHash(sha256(input.token), ctx.now());
      if (session !== undefined) ctx.write(() => ctx.sessions.revoke(session.id, ctx.nowIso()));
      return {};
    },
    validateToken: (call) => {
      const { session, member } = authOf(call);
      return { memberId: member.member_id, expiresAt: new Date(session.expires_at).toISOString() };
    },
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
