import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import type { Reward } from "./reward-types";

/** docs/loyalty-api.md GetItemsAvailableToValidatedLoyaltyMember (versions 1 and 3). */
interface ItemsAvailableAnswer {
  items?: {
    itemId: string;
    name: string;
    description?: string;
    category?: string;
    pointsCost: number;
    balanceType?: string;
    canAfford: boolean;
  }[];
}

/** GET /Member/GetItemsAvailableToValidatedLoyaltyMember/{circuit}: what the member can get, with its points. */
export async function getItemsAvailable(circuit: string): Promise<Reward[]> {
  const answer = answerOrThrow(
    "itemsAvailable",
    await callLoyalty<ItemsAvailableAnswer>("itemsAvailable", { tokens: readSessionCookie(), pathParams: { circuit } }),
  );
  return (answer.items ?? [])
    .filter((item) => (item.balanceType ?? "POINTS") === "POINTS")
    .map((item) => ({
      itemId: item.itemId,
      name: item.name,
      description: item.description ?? "",
      category: item.category ?? "",
      pointsCost: item.pointsCost,
      canRedeem: item.canAfford,
    }));
}
