import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";

/** docs/loyalty-api.md OrderLoyaltyItem: the reward is reserved (15 minutes), no points spent yet. */
export interface ReservedReward {
  redemptionId: string;
  itemId: string;
  pointsCost: number;
}

/** POST /Member/v3/OrderLoyaltyItem: one of a reward, reserved. A balance too low is refused (4). */
export async function orderLoyaltyItem(itemId: string): Promise<ReservedReward> {
  return answerOrThrow(
    "orderLoyaltyItem",
    await callLoyalty<ReservedReward>("orderLoyaltyItem", { tokens: readSessionCookie(), body: { itemId, quantity: 1 } }),
  );
}
