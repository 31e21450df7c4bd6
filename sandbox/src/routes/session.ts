import { z } from "zod";
import { MAX_SESSION_TOKEN_LENGTH, type LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidSession, LoyaltyError, PeachCode } from "../domain/errors";
import { memberDetails } from "../domain/member-details";
import { hashPassword, verifyPassword } from "../domain/passwords";
import { newToken, sha256 } from "../domain/secrets";
import { assertMayLogIn, issueSession, rotateSession, sessionManagementTokens, type IssuedSession } from "../domain/sessions";
import { authOf, defineLoyaltyHandler, Unenveloped, type LoyaltyCall, type LoyaltyHandler } from "../http/loyalty-route";
import { memberDetailsReply, noFields, sessionTokensReply } from "../http/reply-shapes";
import { password, text } from "../http/shapes";
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
const loginReply = z.object({ memberDetails: memberDetailsReply, sessionManagementTokens: sessionTokensReply });
const loginV1Reply = loginReply.extend({ userSessionId: z.string(), encryptedSessionId: z.string() });

export const sessionRoutes = (ctx: SandboxContext) => {
  let dummyHash: Promise<string> | undefined;

  const loginFields = (member: MemberRow, issued: IssuedSession) => ({
    memberDetails: memberDetails(ctx, member),
    sessionManagementTokens: sessionManagementTokens(issued),
  });
  /** Version 1 answers the session's ids too (issueSession gives every version-1 session both). */
  const loginV1Fields = (member: MemberRow, issued: IssuedSession) => {
    const { userSessionId, encryptedSessionId } = issued;
    if (userSessionId === null || encryptedSessionId === null) throw new LoyaltyError(PeachCode.UNEXPECTED);
    return { userSessionId, encryptedSessionId, ...loginFields(member, issued) };
  };

  const checkCredentials = async (input: z.output<typeof credentials>, version: 1 | 3): Promise<MemberRow> => {
    const member = ctx.members.findByLogin(input.email || input.username || "");
    if (member === undefined) {
      // Spend the same time as for a known email, so timing does not tell which emails are members.
      await verifyPassword(input.password, await (dummyHash ??= hashPassword("not a password", ctx.scryptCost)));
      throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
    }
    if (!(await verifyPassword(input.password, member.password_hash)))
      throw new LoyaltyError(version === 1 ? PeachCode.INCORRECT_PASSWORD_V1 : PeachCode.INCORRECT_PASSWORD_V3);
    assertMayLogIn(member);
    return member;
  };

  const refresh = (version: 1 | 3) =>
    defineLoyaltyHandler({
      reply: loginReply.extend({ statusCode: z.literal(version === 1 ? 0 : 200) }),
      // SPEC §7 lists exactly these fields for a refresh: "status-only" answers them without peachCode.
      envelope: "optional",
      handle: (call) => {
        const { session, member } = authOf(call);
        assertMayLogIn(member);
        const issued = ctx.write(() => rotateSession(ctx, session));
        const answer = { statusCode: version === 1 ? (0 as const) : (200 as const), ...loginFields(member, issued) };
        return ctx.answerModes.refresh === "status-only" ? new Unenveloped(answer) : answer;
      },
    });

  const endSession = (call: LoyaltyCall): Record<string, never> => {
    ctx.write(() => ctx.sessions.revoke(authOf(call).session.id, ctx.nowIso()));
    return {};
  };

  return {
    login: defineLoyaltyHandler({
      body: credentials,
      reply: loginV1Reply,
      handle: async ({ body }) => {
        const member = await checkCredentials(body, 1);
        return loginV1Fields(
          member,
          ctx.write(() => issueSession(ctx, member.id, 1)),
        );
      },
    }),
    loginV3: defineLoyaltyHandler({
      body: credentials,
      reply: loginReply,
      handle: async ({ body }) => {
        const member = await checkCredentials(body, 3);
        return loginFields(
          member,
          ctx.write(() => issueSession(ctx, member.id, 3)),
        );
      },
    }),
    loginByToken: defineLoyaltyHandler({
      body: tokenLogin,
      reply: loginV1Reply,
      handle: ({ body }) => {
        const session = ctx.sessions.findLiveByTokenHash(sha256(body.token), ctx.now());
        const member = session && ctx.members.findById(session.member_id);
        if (member === undefined) throw invalidSession();
        assertMayLogIn(member);
        return loginV1Fields(
          member,
          ctx.write(() => issueSession(ctx, member.id, 1, newToken(16))),
        );
      },
    }),
    refreshLogin: refresh(1),
    refreshLoginV3: refresh(3),
    logout: defineLoyaltyHandler({ reply: noFields, handle: endSession }),
    logoutV3: defineLoyaltyHandler({ body: logoutV3, reply: noFields, handle: endSession }),
    // Idempotent: logging out a session that is already gone succeeds.
    logoutByToken: defineLoyaltyHandler({
      body: z.object({ token: sessionToken }),
      reply: noFields,
      handle: ({ body }) => {
        const session = ctx.sessions.findLiveByTokenHash(sha256(body.token), ctx.now());
        if (session !== undefined) ctx.write(() => ctx.sessions.revoke(session.id, ctx.nowIso()));
        return {};
      },
    }),
    validateToken: defineLoyaltyHandler({
      reply: z.object({ memberId: z.string(), expiresAt: z.string() }),
      handle: (call) => {
        const { session, member } = authOf(call);
        return { memberId: member.member_id, expiresAt: new Date(session.expires_at).toISOString() };
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
