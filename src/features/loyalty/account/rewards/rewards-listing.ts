import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import type { Balances, RewardsView } from "./reward-types";

/** docs/loyalty-api.md RewardsListing (version 3). */
interface RewardsListingAnswer {
  balances?: Balances;
  rewards?: {
    itemId: string;
    name: string;
    description?: string;
    category?: string;
    cost: { balanceType: string; amount: number };
    canRedeem: boolean;
  }[];
}

/** GET /Member/v3/RewardsListing: the rewards with what each costs, and the member's balances. */
export async function getRewardsListing(): Promise<RewardsView> {
  const answer = answerOrThrow(
    "rewardsListing",
    await callLoyalty<RewardsListingAnswer>("rewardsListing", { tokens: readSessionCookie() }),
  );
  return {
    balances: answer.balances ?? [],
    rewards: (answer.rewards ?? [])
      .filter((reward) => reward.cost.balanceType === "POINTS")
      .map((reward) => ({
        itemId: reward.itemId,
        name: reward.name,
        description: reward.description ?? "",
        category: reward.category ?? "",
        pointsCost: reward.cost.amount,
        canRedeem: reward.canRedeem,
      })),
  };
}
