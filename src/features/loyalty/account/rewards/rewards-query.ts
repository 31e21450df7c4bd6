import { queryOptions, useQuery } from "@tanstack/react-query";
import { loyaltyRoutes, type LoyaltyVersion } from "../../../../lib/loyalty-api";
import { retryUnansweredCall } from "../../api/loyalty-client";
import { useLoyaltySession } from "../../session/use-loyalty-session";
import { loyaltySettings } from "../../settings/loyalty-settings";
import { getItemsAvailable } from "./items-available";
import type { RewardsView } from "./reward-types";
import { getRewardsListing } from "./rewards-listing";
import { getValidatedMember } from "./get-validated-member";

/** SPEC §7, by the route table's versions: RewardsListing where it exists (version 3), else the items of version 1. */
export const rewardsRouteFor = (version: LoyaltyVersion) =>
  loyaltyRoutes.rewardsListing.versions.includes(version) ? "rewardsListing" : "itemsAvailable";

/** Redeeming (OrderLoyaltyItem, ConfirmItemRedemption) exists only in the versions the route table gives it. */
export const canRedeemOnline = (version: LoyaltyVersion) =>
  loyaltyRoutes.orderLoyaltyItem.versions.includes(version) && loyaltyRoutes.confirmItemRedemption.versions.includes(version);

/**
 * The rewards and the balances they are bought with. Version 1's list is for a validated member and carries no
 * balances: GetValidatedMember gives both (an expired membership stops there, 46).
 */
export async function getRewards(version: LoyaltyVersion, circuit: string | null): Promise<RewardsView> {
  if (rewardsRouteFor(version) === "rewardsListing") return getRewardsListing();
  const member = await getValidatedMember(circuit);
  return { rewards: await getItemsAvailable(circuit ?? ""), balances: member.balances };
}

/** Under ["loyalty", "member"]: logging out removes it. */
export const rewardsQueryOptions = (version: LoyaltyVersion = loyaltySettings.version, circuit = loyaltySettings.circuitId) =>
  queryOptions({
    queryKey: ["loyalty", "member", "rewards"] as const,
    queryFn: () => getRewards(version, circuit),
    staleTime: 60_000,
    // A refusal (an expired membership…) stays one; only an unanswered call is tried again.
    retry: retryUnansweredCall,
  });

export function useRewards() {
  const { status, tokens } = useLoyaltySession();
  return useQuery({ ...rewardsQueryOptions(), enabled: status === "logged-in" && tokens() !== null });
}
