import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { isExpired } from "../domain/member-details";
import { newReference } from "../domain/secrets";
import { assertCinema, assertCircuit } from "../domain/site-scope";
import { authOf, defineLoyaltyHandler, type Auth, type CheckedCall, type LoyaltyHandler } from "../http/loyalty-route";
import { balancesReply } from "../http/reply-shapes";

const REDEMPTION_LIFETIME_MS = 15 * 60_000;
const orderPayload = z.object({ itemId: z.string().min(1).max(64), quantity: z.int().min(1).max(10).default(1) });
const confirmPayload = z.object({ redemptionId: z.string().min(1).max(64) });
const itemFields = { itemId: z.string(), name: z.string(), description: z.string(), category: z.string() };
const itemsReply = z.object({
  items: z.array(
    z.strictObject({ ...itemFields, pointsCost: z.number(), balanceType: z.literal("POINTS"), canAfford: z.boolean() }),
  ),
});
const listingReply = z.object({
  balances: balancesReply,
  rewards: z.array(
    z.strictObject({
      ...itemFields,
      cost: z.strictObject({ balanceType: z.literal("POINTS"), amount: z.number() }),
      canRedeem: z.boolean(),
    }),
  ),
});
const reservationReply = z.object({
  redemptionId: z.string(),
  itemId: z.string(),
  quantity: z.number(),
  pointsCost: z.number(),
  expiresAt: z.string(),
});
const voucherReply = z.object({ redemptionId: z.string(), voucherCode: z.string(), balances: balancesReply });
const eVouchersReply = z.object({
  concessions: z.array(
    z.strictObject({
      id: z.string(),
      description: z.string(),
      price: z.number(),
      currency: z.literal("EUR"),
      validityDays: z.number(),
      isEVoucher: z.literal(true),
    }),
  ),
});

export const rewardRoutes = (ctx: SandboxContext) => {
  /** Reward calls need a member whose membership runs (46 otherwise). */
  const validMember = (call: CheckedCall): Auth => {
    const auth = authOf(call);
    if (isExpired(auth.member, ctx.now())) throw new LoyaltyError(PeachCode.ACCOUNT_EXPIRED);
    return auth;
  };
  const points = (memberId: number): number => ctx.members.balance(memberId, "POINTS");

  return {
    itemsAvailable: defineLoyaltyHandler({
      reply: itemsReply,
      handle: (call) => {
        const { member } = validMember(call);
        assertCircuit(ctx, call.params.circuit);
        const balance = points(member.id);
        return {
          items: ctx.rewards.items().map((item) => ({
            itemId: item.item_id,
            name: item.name,
            description: item.description,
            category: item.category,
            pointsCost: item.points_cost,
            balanceType: "POINTS" as const,
            canAfford: balance >= item.points_cost,
          })),
        };
      },
    }),
    rewardsListing: defineLoyaltyHandler({
      reply: listingReply,
      handle: (call) => {
        const { member } = validMember(call);
        const balance = points(member.id);
        return {
          balances: ctx.members.balances(member.id),
          rewards: ctx.rewards.items().map((item) => ({
            itemId: item.item_id,
            name: item.name,
            description: item.description,
            category: item.category,
            cost: { balanceType: "POINTS" as const, amount: item.points_cost },
            canRedeem: balance >= item.points_cost,
          })),
        };
      },
    }),
    orderLoyaltyItem: defineLoyaltyHandler({
      body: orderPayload,
      reply: reservationReply,
      preValidation: validMember,
      handle: (call) => {
        const { member } = authOf(call);
        const input = call.body;
        const item = ctx.rewards.item(input.itemId);
        if (item === undefined) throw notFound("Unknown item.");
        const pointsCost = item.points_cost * input.quantity;
        if (points(member.id) < pointsCost) throw new LoyaltyError(PeachCode.INSUFFICIENT_BALANCE);
        const redemption = {
          redemption_id: newReference("R"),
          member_id: member.id,
          item_id: item.item_id,
          quantity: input.quantity,
          points_cost: pointsCost,
          status: "PENDING" as const,
          voucher_code: null,
          created_at: ctx.nowIso(),
          expires_at: ctx.now() + REDEMPTION_LIFETIME_MS,
          confirmed_at: null,
        };
        ctx.write(() => ctx.rewards.insertRedemption(redemption));
        const expiresAt = new Date(redemption.expires_at).toISOString();
        return { redemptionId: redemption.redemption_id, itemId: item.item_id, quantity: input.quantity, pointsCost, expiresAt };
      },
    }),
    confirmItemRedemption: defineLoyaltyHandler({
      body: confirmPayload,
      reply: voucherReply,
      preValidation: validMember,
      handle: (call) => {
        const { member } = authOf(call);
        const redemption = ctx.rewards.redemption(call.body.redemptionId, member.id);
        if (redemption === undefined || (redemption.status === "PENDING" && redemption.expires_at <= ctx.now()))
          throw notFound("Unknown or expired redemption.");
        const voucherCode =
          redemption.voucher_code ??
          ctx.write(() => {
            const balance = points(member.id);
            if (balance < redemption.points_cost) throw new LoyaltyError(PeachCode.INSUFFICIENT_BALANCE);
            const code = newReference("V", 5);
            const now = ctx.nowIso();
            ctx.members.setBalance(member.id, "POINTS", balance - redemption.points_cost);
            ctx.history.insertTransaction({
              transaction_id: newReference("T"),
              member_id: member.id,
              occurred_at: now,
              cinema_id: ctx.site.cinemaId,
              type: "REDEEM",
              balance_type: "POINTS",
              amount: -redemption.points_cost,
              description: `${ctx.rewards.item(redemption.item_id)?.name ?? redemption.item_id} × ${redemption.quantity}`,
              order_id: null,
              voucher_code: code,
            });
            ctx.rewards.confirm(redemption.redemption_id, code, now);
            return code;
          });
        return { redemptionId: redemption.redemption_id, voucherCode, balances: ctx.members.balances(member.id) };
      },
    }),
    eVoucherConcessions: defineLoyaltyHandler({
      reply: eVouchersReply,
      handle: ({ params }) => ({
        concessions: ctx.catalogue.eVouchers(assertCinema(ctx, params.cinema)).map((row) => ({
          id: row.id,
          description: row.description,
          price: row.price_cents / 100,
          currency: "EUR" as const,
          validityDays: row.valid_days,
          isEVoucher: true as const,
        })),
      }),
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
