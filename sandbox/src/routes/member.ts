import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, PeachCode } from "../domain/errors";
import { memberDetails } from "../domain/member-details";
import { assertComplexity, hashPassword, verifyPassword } from "../domain/passwords";
import { assertCircuit } from "../domain/site-scope";
import { authOf, defineLoyaltyHandler, type LoyaltyCall, type LoyaltyHandler } from "../http/loyalty-route";
import { editPayload, mergeProfile } from "../http/member-payload";
import { memberDetailsReply, noFields } from "../http/reply-shapes";
import { email, text } from "../http/shapes";
import type { MemberUpdate } from "../repositories/members";

const searchPayload = z
  .object({ email: email.optional(), cardNumber: text(24).optional() })
  .refine((body) => Boolean(body.email || body.cardNumber), { message: "email or cardNumber is required", path: ["email"] });

const memberReply = z.object({ memberDetails: memberDetailsReply });
const searchReply = z.object({
  members: z.array(
    z.strictObject({ memberId: z.string(), firstName: z.string(), lastName: z.string(), hasUserName: z.literal(true) }),
  ),
});

export const memberRoutes = (ctx: SandboxContext) => {
  const memberOf = (call: LoyaltyCall) => ({ memberDetails: memberDetails(ctx, authOf(call).member) });
  const getMember = defineLoyaltyHandler({ reply: memberReply, handle: memberOf });

  const edit = (version: 1 | 3) =>
    defineLoyaltyHandler({
      body: editPayload,
      reply: memberReply,
      handle: async (call) => {
        const { member } = authOf(call);
        const input = call.body;
        const changes: Partial<MemberUpdate> = {};
        if (input.email !== undefined && input.email.toLowerCase() !== member.email.toLowerCase()) {
          const owner = ctx.members.findByLogin(input.email);
          if (owner !== undefined && owner.id !== member.id)
            throw new LoyaltyError(version === 1 ? PeachCode.EMAIL_ALREADY_ASSOCIATED_V1 : PeachCode.EMAIL_ALREADY_ASSOCIATED_V3);
          Object.assign(changes, { email: input.email, username: input.email });
        }
        if (input.password !== undefined) {
          if (input.currentPassword === undefined)
            throw invalidRequest("Invalid currentPassword: required to change the password");
          if (!(await verifyPassword(input.currentPassword, member.password_hash)))
            throw new LoyaltyError(version === 1 ? PeachCode.INCORRECT_PASSWORD_V1 : PeachCode.INCORRECT_PASSWORD_V3);
          assertComplexity(input.password, ctx.provider);
          changes.password_hash = await hashPassword(input.password, ctx.scryptCost);
        }
        if (input.firstName !== undefined) changes.first_name = input.firstName;
        if (input.lastName !== undefined) changes.last_name = input.lastName;
        if (input.phoneNumber != null) changes.phone_number = input.phoneNumber;
        if (input.sendNewsletter != null) changes.send_newsletter = input.sendNewsletter ? 1 : 0;
        if (input.preferredCinemaId != null) changes.preferred_cinema_id = input.preferredCinemaId;
        const updated = ctx.write(() => {
          // Re-read inside the transaction: hashing the password above took time.
          const current = ctx.members.findById(member.id) ?? member;
          return ctx.members.update(current, {
            ...changes,
            profile: mergeProfile(current.profile, input),
            updated_at: ctx.nowIso(),
          });
        });
        return { memberDetails: memberDetails(ctx, updated) };
      },
    });

  return {
    getMember,
    getMemberV3: getMember,
    getValidatedMember: defineLoyaltyHandler({
      reply: memberReply,
      handle: (call) => {
        assertCircuit(ctx, call.params.circuit);
        return memberOf(call);
      },
    }),
    memberSearch: defineLoyaltyHandler({
      body: searchPayload,
      reply: searchReply,
      preValidation: ({ params }) => assertCircuit(ctx, params.circuit),
      handle: (call) => {
        const input = call.body;
        const found = input.email ? ctx.members.findByEmail(input.email) : ctx.members.findByCardNumber(input.cardNumber ?? "");
        if (found === undefined) throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
        return {
          members: [
            { memberId: found.member_id, firstName: found.first_name, lastName: found.last_name, hasUserName: true as const },
          ],
        };
      },
    }),
    editMember: edit(1),
    editMemberV3: edit(3),
    deleteMember: defineLoyaltyHandler({
      reply: noFields,
      handle: (call) => {
        const { member } = authOf(call);
        ctx.write(() => ctx.members.delete(member.id));
        return {};
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
