import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, PeachCode } from "../domain/errors";
import { sendResetCode, sendUsernameReminder } from "../domain/mail";
import { assertComplexity, hashPassword } from "../domain/passwords";
import { sha256 } from "../domain/secrets";
import { assertCircuit } from "../domain/site-scope";
import { defineLoyaltyHandler, type LoyaltyHandler } from "../http/loyalty-route";
import { noFields } from "../http/reply-shapes";
import { email, password } from "../http/shapes";
import type { MemberRow } from "../repositories/members";

const code = z.string().min(1).max(128);
const resetCodeQuery = z.object({
  emailAddress: email,
  rootUrl: z.url({ protocol: /^https?$/ }).max(512),
  resetPasswordLink: z.string().max(512).optional(),
});
const validateQuery = z
  .object({ resetCode: code.optional(), uid: code.optional(), token: code.optional() })
  .refine((query) => Boolean(query.resetCode || (query.uid && query.token)), {
    message: "resetCode, or uid and token, are required",
    path: ["resetCode"],
  });
const resetPayload = z.object({
  password,
  resetCode: code,
  membershipId: z
    .union([z.string().max(64), z.int()])
    .transform(String)
    .nullish(),
});

export const passwordRoutes = (ctx: SandboxContext) => {
  /** The member a live reset code belongs to; 57 for an unknown, used or expired code, or another member's. */
  const memberOfCode = (resetCode: string, memberId?: string | null): MemberRow => {
    const row = ctx.codes.findLive(sha256(resetCode), "reset-password", ctx.now());
    const member = row && ctx.members.findById(row.member_id);
    if (member === undefined || (memberId && memberId !== member.member_id)) throw new LoyaltyError(PeachCode.INVALID_RESET_CODE);
    return member;
  };

  const getResetCode = defineLoyaltyHandler({
    query: resetCodeQuery,
    reply: noFields,
    handle: ({ query: input }) => {
      const root = new URL(input.rootUrl);
      const link = new URL(input.resetPasswordLink ?? "/", root);
      // The link must stay on the site that asked: the mail must not send members elsewhere.
      if (link.origin !== root.origin) throw invalidRequest("Invalid resetPasswordLink: must be on rootUrl");
      const member = ctx.members.findByEmail(input.emailAddress);
      if (member === undefined) throw new LoyaltyError(PeachCode.EMAIL_NOT_ASSOCIATED);
      ctx.write(() => sendResetCode(ctx, member, link));
      return {};
    },
  });

  const resetPassword = defineLoyaltyHandler({
    body: resetPayload,
    reply: noFields,
    handle: async ({ body: input }) => {
      memberOfCode(input.resetCode, input.membershipId);
      assertComplexity(input.password, ctx.provider);
      const passwordHash = await hashPassword(input.password, ctx.scryptCost);
      ctx.write(() => {
        const current = memberOfCode(input.resetCode, input.membershipId);
        const now = ctx.nowIso();
        ctx.members.update(current, { password_hash: passwordHash, must_change_password: 0, updated_at: now });
        ctx.codes.markUsed(sha256(input.resetCode), now);
        ctx.sessions.revokeAllOfMember(current.id, now);
      });
      return {};
    },
  });

  return {
    usernameReminder: defineLoyaltyHandler({
      reply: noFields,
      handle: ({ params }) => {
        assertCircuit(ctx, params.circuit);
        const member = ctx.members.findByEmail(params.email ?? "");
        if (member === undefined) throw new LoyaltyError(PeachCode.EMAIL_NOT_ASSOCIATED);
        ctx.write(() => sendUsernameReminder(ctx, member));
        return {};
      },
    }),
    getResetPasswordCode: getResetCode,
    getResetPasswordCodeV3: getResetCode,
    validatePasswordResetCode: defineLoyaltyHandler({
      query: validateQuery,
      reply: z.object({ membershipId: z.string(), email: z.string() }),
      handle: ({ query: input }) => {
        const member = memberOfCode(input.resetCode ?? input.token ?? "", input.resetCode ? null : input.uid);
        return { membershipId: member.member_id, email: member.email };
      },
    }),
    resetPassword,
    resetPasswordV3: resetPassword,
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
