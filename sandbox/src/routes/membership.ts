import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { activate } from "../domain/members";
import { newReference, newToken } from "../domain/secrets";
import { assertCinema } from "../domain/site-scope";
import { defineLoyaltyHandler, type LoyaltyHandler } from "../http/loyalty-route";
import { email, numericId, text } from "../http/shapes";
import type { RegistrationOrderRow } from "../repositories/registrations";

const userSessionId = z.string().min(1).max(128);
const setToActivatePayload = z.object({ emailAddress: email, userSessionId: userSessionId.nullish() });
const concession = z.object({
  code: z.string().min(1).max(64),
  memberLevelId: z.int(),
  cost: z.number(),
  quantity: z.int(),
  isLoyaltyMembershipActivation: z.boolean(),
});
const addMembershipPayload = z.object({
  userSessionId,
  cinemaId: numericId,
  emailAddress: email,
  mobile: text(32).nullish(),
  concessions: z.array(concession).min(1).max(5),
});
const completePayload = z.object({
  userSessionId,
  amount: z.number(),
  isNewMember: z.boolean().nullish(),
  customer: z.object({ FirstName: text(128), LastName: text(128), Email: email }).nullish(),
});

const membershipListReply = z.object({
  concessionGroupings: z.array(
    z.strictObject({
      id: z.number(),
      name: z.string(),
      items: z.array(
        z.strictObject({
          code: z.string(),
          description: z.string(),
          memberLevelId: z.number(),
          memberLevelName: z.string(),
          cost: z.number(),
          isLoyaltyMembershipActivation: z.literal(true),
        }),
      ),
    }),
  ),
});
const orderReply = z.object({ userSessionId: z.string() });
const completedReply = z.object({ orderId: z.string().nullable(), userSessionId: z.string() });
type MembershipItem = z.input<typeof membershipListReply>["concessionGroupings"][number]["items"][number];

/** The membership activation of registration (SPEC §4): list, set to activate, add membership, complete payment. */
export const membershipRoutes = (ctx: SandboxContext) => {
  const openOrder = (id: string): RegistrationOrderRow => {
    const order = ctx.registrations.find(id);
    if (order === undefined) throw notFound("Unknown userSessionId.");
    if (order.status !== "OPEN") throw invalidRequest("The order is already completed.");
    return order;
  };

  return {
    membershipList: defineLoyaltyHandler({
      reply: membershipListReply,
      handle: ({ params }) => {
        const items = ctx.catalogue.membershipItems(assertCinema(ctx, params.cinema));
        const groupings = new Map<number, { id: number; name: string; items: MembershipItem[] }>();
        for (const item of items) {
          const grouping = groupings.get(item.grouping_id) ?? { id: item.grouping_id, name: item.grouping_name, items: [] };
          grouping.items.push({
            code: item.code,
            description: item.description,
            memberLevelId: item.member_level_id,
            memberLevelName: item.member_level_name,
            cost: item.price_cents / 100,
            isLoyaltyMembershipActivation: true,
          });
          groupings.set(item.grouping_id, grouping);
        }
        return { concessionGroupings: [...groupings.values()] };
      },
    }),
    setMemberToActivateOnComplete: defineLoyaltyHandler({
      body: setToActivatePayload,
      reply: orderReply,
      handle: ({ body: input }) => {
        const member = ctx.members.findByEmail(input.emailAddress);
        if (member === undefined) throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
        if (member.status === "active") throw new LoyaltyError(PeachCode.ALREADY_ACTIVE);
        if (member.status === "blocked") throw new LoyaltyError(PeachCode.BLOCKED);
        const id = input.userSessionId ?? newToken(16);
        ctx.write(() => {
          const order = input.userSessionId == null ? undefined : openOrder(input.userSessionId);
          if (order !== undefined) ctx.registrations.update(order, { email: member.email, activate_on_complete: 1 });
          else
            ctx.registrations.insert({
              user_session_id: id,
              email: member.email,
              cinema_id: null,
              activate_on_complete: 1,
              membership_code: null,
              order_id: null,
              status: "OPEN",
              created_at: ctx.nowIso(),
            });
        });
        return { userSessionId: id };
      },
    }),
    addMembership: defineLoyaltyHandler({
      body: addMembershipPayload,
      reply: orderReply,
      preValidation: ({ params }) => assertCinema(ctx, params.cinema),
      handle: ({ params, body: input }) => {
        const cinemaId = assertCinema(ctx, params.cinema);
        if (input.cinemaId !== cinemaId) throw invalidRequest("Invalid cinemaId: differs from the path");
        const order = openOrder(input.userSessionId);
        if (order.email.toLowerCase() !== input.emailAddress.toLowerCase())
          throw invalidRequest("Invalid emailAddress: not the email of this order");
        const wanted = input.concessions[0]!;
        const item = ctx.catalogue.membershipItem(wanted.code);
        const valid =
          item?.cinema_id === cinemaId &&
          item.member_level_id === wanted.memberLevelId &&
          wanted.quantity === 1 &&
          wanted.cost === 0;
        if (!valid || input.concessions.length > 1) throw new LoyaltyError(PeachCode.INVALID_ACTIVATION_INFO);
        ctx.write(() => ctx.registrations.update(order, { cinema_id: cinemaId, membership_code: item.code }));
        return { userSessionId: order.user_session_id };
      },
    }),
    completePayment: defineLoyaltyHandler({
      body: completePayload,
      reply: completedReply,
      handle: ({ body: input }) => {
        const order = ctx.registrations.find(input.userSessionId);
        if (order === undefined) throw notFound("Unknown userSessionId.");
        // Completing twice answers the same order, as a payment retry would.
        if (order.status === "COMPLETED") return { orderId: order.order_id, userSessionId: order.user_session_id };
        const item = order.membership_code === null ? undefined : ctx.catalogue.membershipItem(order.membership_code);
        if (item === undefined) throw invalidRequest("The order has no items.");
        if (input.amount !== 0) throw invalidRequest("Invalid amount: the sandbox only completes zero-amount orders");
        const member = ctx.members.findByEmail(order.email);
        if (member === undefined) throw new LoyaltyError(PeachCode.MEMBER_NOT_FOUND);
        const orderId = newReference("M", 5);
        ctx.write(() => {
          if (order.activate_on_complete === 1 && member.status === "not_activated")
            activate(ctx, member, { id: item.member_level_id, name: item.member_level_name });
          ctx.history.insertOrder({
            order_id: orderId,
            member_id: member.id,
            booking_id: newReference("B", 4),
            cinema_id: item.cinema_id,
            ordered_at: ctx.nowIso(),
            status: "COMPLETED",
            total_cents: 0,
            film_id: null,
            film_title: null,
            session_at: null,
            screen_name: null,
            items: JSON.stringify([{ type: "MEMBERSHIP", description: item.description, quantity: 1, unitPriceCents: 0 }]),
          });
          ctx.registrations.update(order, { order_id: orderId, status: "COMPLETED" });
        });
        return { orderId, userSessionId: order.user_session_id };
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
