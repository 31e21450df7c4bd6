import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, PeachCode } from "../domain/errors";
import { memberDetails } from "../domain/member-details";
import { assertComplexity, hashPassword, verifyPassword } from "../domain/passwords";
import { assertCircuit } from "../domain/site-scope";
import { authOf, type LoyaltyCall, type LoyaltyHandler, type LoyaltyResult } from "../http/loyalty-route";
import { editPayload, mergeProfile } from "../http/member-payload";
import { email, text } from "../http/shapes";
import { parseInput } from "../http/validation";
import type { MemberUpdate } from "../repositories/members";

const searchPayload = z
  .object({ email: email.optional(), cardNumber: text(24).optional() })
  .refine((body) => Boolean(body.email || body.cardNumber), { message: "email or cardNumber is required", path: ["email"] });

export const memberRoutes = (ctx: SandboxContext) => {
  const getMember = (call: LoyaltyCall): LoyaltyResult => ({ memberDetails: memberDetails(ctx, authOf(call).member) });

  const edit =
    (version: 1 | 3): LoyaltyHandler =>
    async (call) => {
      const { member } = authOf(call);
      const input = parseInput(editPayload, call.body);
      const changes: Partial<MemberUpdate> = {};
      if (input.email !== undefined && input.email.toLowerCase() !== member.email.toLowerCase()) {
        const owner = ctx.members.findByLogin(input.email);
        if (owner !== undefined && owner.id !== member.id)
          throw new LoyaltyError(version === 1 ? PeachCode.EMAIL_ALREADY_ASSOCIATED_V1 : PeachCode.EMAIL_ALREADY_ASSOCIATED_V3);
        Object.assign(changes, { email: input.email, username: input.email });
      }
      if (input.password !== undefined) {
        if (input.currentPassword === undefined) throw invalidRequest("Invalid currentPassword: required to change the password");
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
    };

  return {
    getMember,
    getMemberV3: getMember,
    getValidatedMember: (call) => {
      assertCircuit(ctx, call.params.circuit);
      return getMember(call);
    },
    memberSearch: (call) => {
      authOf(call);
      assertCircuit(ctx, call.params.circuit);
      const input = parseInput(searchPayload, call.body);
      const found = input.email ? ctx.members.findByEmail(input.email) : ctx.members.findByCardNumber(input.cardNumber ?? "");
      if (found === undefined) throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
      return {
        members: [{ memberId: found.member_id, firstName: found.first_name, lastName: found.last_name, hasUserName: true }],
      };
    },
    editMember: edit(1),
    editMemberV3: edit(3),
    deleteMember: (call) => {
      const { member } = authOf(call);
      ctx.write(() => ctx.members.delete(member.id));
      return {};
    },
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
