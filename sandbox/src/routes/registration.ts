import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { memberDetails, NO_EXPIRY } from "../domain/member-details";
import { defaultLevel, sandboxOrigin } from "../domain/members";
import { newCardNumber, newMemberNumber } from "../domain/numbers";
import { assertComplexity, hashPassword } from "../domain/passwords";
import { newToken } from "../domain/secrets";
import { defineLoyaltyHandler, type LoyaltyHandler } from "../http/loyalty-route";
import { createPayload, mergeProfile } from "../http/member-payload";
import { memberDetailsReply, noFields } from "../http/reply-shapes";
import { email, numericId, text } from "../http/shapes";
import { sendActivationCode } from "../domain/mail";

const startPayload = z.object({ emailAddress: email, clubId: numericId.nullish() });
const activationPayload = z.object({
  emailAddress: email,
  cardNumber: text(24).nullish(),
  phoneNumber: text(32).nullish(),
  clubId: numericId.nullish(),
});
const startReply = z.object({ userSessionId: z.string(), clubId: z.string(), hasUserName: z.boolean() });
const lastDigits = (phone: string): string => phone.replace(/\D/g, "").slice(-9);

export const registrationRoutes = (ctx: SandboxContext) => {
  const create = (version: 1 | 3) =>
    defineLoyaltyHandler({
      body: createPayload,
      reply: z.object({ memberDetails: memberDetailsReply }),
      handle: async ({ body: input }) => {
        if (input.clubId != null && input.clubId !== ctx.site.clubId) throw invalidRequest("Invalid clubId: unknown club");
        const username = input.username || input.email;
        const assertFree = (): void => {
          if (ctx.members.findByLogin(input.email) ?? ctx.members.findByLogin(username))
            throw new LoyaltyError(version === 1 ? PeachCode.EMAIL_ALREADY_ASSOCIATED_V1 : PeachCode.EMAIL_ALREADY_ASSOCIATED_V3);
        };
        assertFree();
        assertComplexity(input.password, ctx.provider);
        const cardCode = input.memberCardNumber || null;
        const card = cardCode === null ? undefined : ctx.cards.find(cardCode);
        if (cardCode !== null && card === undefined) throw notFound("Unknown card.");
        if (card?.member_id != null) throw new LoyaltyError(PeachCode.CARD_ALREADY_ACTIVE);
        const passwordHash = await hashPassword(input.password, ctx.scryptCost);
        const member = ctx.write(() => {
          assertFree();
          const now = ctx.nowIso();
          const level = ctx.site.activationRequired ? { id: 0, name: "" } : defaultLevel(ctx);
          const id = ctx.members.insert({
            member_id: newMemberNumber(ctx),
            club_id: ctx.site.clubId,
            email: input.email,
            username,
            first_name: input.firstName,
            last_name: input.lastName,
            phone_number: input.phoneNumber ?? "",
            member_expiry: NO_EXPIRY,
            member_level_id: level.id,
            member_level_name: level.name,
            preferred_cinema_id: input.preferredCinemaId || "",
            send_newsletter: input.sendNewsletter ? 1 : 0,
            status: ctx.site.activationRequired ? "not_activated" : "active",
            must_change_password: 0,
            password_hash: passwordHash,
            profile: mergeProfile("{}", input),
            created_at: now,
            updated_at: now,
          });
          ctx.members.setBalance(id, "POINTS", 0);
          if (cardCode !== null) {
            if (!ctx.cards.attach(cardCode, id, now)) throw new LoyaltyError(PeachCode.CARD_ALREADY_ACTIVE);
          } else {
            const card = { card_number: newCardNumber(ctx), member_id: id, is_primary: 1 as const, added_at: now };
            ctx.cards.insert({ ...card, card_type: "DEMATERIALIZED", status: "ACTIVE" });
          }
          return ctx.members.findById(id);
        });
        if (member === undefined) throw new LoyaltyError(PeachCode.UNEXPECTED);
        return { memberDetails: memberDetails(ctx, member) };
      },
    });

  return {
    createMember: create(1),
    createMemberV3: create(3),
    startRegistration: defineLoyaltyHandler({
      body: startPayload,
      reply: startReply,
      handle: ({ body: input }) => {
        if (input.clubId != null && input.clubId !== ctx.site.clubId) throw invalidRequest("Invalid clubId: unknown club");
        const userSessionId = newToken(16);
        ctx.write(() =>
          ctx.registrations.insert({
            user_session_id: userSessionId,
            email: input.emailAddress,
            cinema_id: null,
            activate_on_complete: 0,
            membership_code: null,
            order_id: null,
            status: "OPEN",
            created_at: ctx.nowIso(),
          }),
        );
        return { userSessionId, clubId: ctx.site.clubId, hasUserName: ctx.members.findByEmail(input.emailAddress) !== undefined };
      },
    }),
    sendMemberActivationCode: defineLoyaltyHandler({
      body: activationPayload,
      reply: noFields,
      handle: ({ body: input, request }) => {
        const member = ctx.members.findByEmail(input.emailAddress);
        if (member === undefined) throw new LoyaltyError(PeachCode.EMAIL_NOT_ASSOCIATED);
        const matches =
          (!input.cardNumber || ctx.cards.find(input.cardNumber)?.member_id === member.id) &&
          (!input.phoneNumber || lastDigits(input.phoneNumber) === lastDigits(member.phone_number));
        if (!matches) throw new LoyaltyError(PeachCode.INVALID_ACTIVATION_INFO);
        if (member.status === "active") throw new LoyaltyError(PeachCode.ALREADY_ACTIVE);
        if (member.status === "blocked") throw new LoyaltyError(PeachCode.BLOCKED);
        ctx.write(() => sendActivationCode(ctx, member, sandboxOrigin(request.host)));
        return {};
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
