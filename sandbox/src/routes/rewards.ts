import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { isExpired } from "../domain/member-details";
import { newReference } from "../domain/secrets";
import { assertCinema, assertCircuit } from "../domain/site-scope";
import { authOf, type Auth, type LoyaltyCall, type LoyaltyHandler } from "../http/loyalty-route";
import { parseInput } from "../http/validation";

const REDEMPTION_LIFETIME_MS = 15 * 60_000;
const orderPayload = z.object({ itemId: z.string().min(1).max(64), quantity: z.int().min(1).max(10).default(1) });
const confirmPayload = z.object({ redemptionId: z.string().min(1).max(64) });

export const rewardRoutes = (ctx: SandboxContext) => {
  /** Reward calls need a member whose membership runs (46 otherwise). */
  const validMember = (call: LoyaltyCall): Auth => {
    const auth = authOf(call);
    if (isExpired(auth.member, ctx.now())) throw new LoyaltyError(PeachCode.ACCOUNT_EXPIRED);
    return auth;
  };
  const points = (memberId: number): number => ctx.members.balance(memberId, "POINTS");

  return {
    itemsAvailable: (call) => {
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
          balanceType: "POINTS",
          canAfford: balance >= item.points_cost,
        })),
      };
    },
    rewardsListing: (call) => {
      const { member } = validMember(call);
      const balance = points(member.id);
      return {
        balances: ctx.members.balances(member.id),
        rewards: ctx.rewards.items().map((item) => ({
          itemId: item.item_id,
          name: item.name,
          description: item.description,
          category: item.category,
          cost: { balanceType: "POINTS", amount: item.points_cost },
          canRedeem: balance >= item.points_cost,
        })),
      };
    },
    orderLoyaltyItem: (call) => {
      const { member } = validMember(call);
      const input = parseInput(orderPayload, call.body);
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
    confirmItemRedemption: (call) => {
      const { member } = validMember(call);
      const input = parseInput(confirmPayload, call.body);
      const redemption = ctx.rewards.redemption(input.redemptionId, member.id);
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
          });
          ctx.rewards.confirm(redemption.redemption_id, code, now);
          return code;
        });
      return { redemptionId: redemption.redemption_id, voucherCode, balances: ctx.members.balances(member.id) };
    },
    eVoucherConcessions: ({ params }) => ({
      concessions: ctx.catalogue.eVouchers(assertCinema(ctx, params.cinema)).map((row) => ({
        id: row.id,
        description: row.description,
        price: row.price_cents / 100,
        currency: "EUR",
        validityDays: row.valid_days,
        isEVoucher: true,
      })),
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
