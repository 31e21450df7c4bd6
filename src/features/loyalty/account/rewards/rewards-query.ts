import { queryOptions, useQuery } from "@tanstack/react-query";
import { getRewards, memberOffers } from "../../core/api/member-api";
import { retryUnansweredCall } from "../../core/api/loyalty-client";
import { useLoyaltySession } from "../../core/session/use-loyalty-session";
import { loyaltySettings } from "../../core/settings/loyalty-settings";

/** Redeeming (OrderLoyaltyItem, ConfirmItemRedemption) exists only in the versions the route table gives it. */
export const canRedeemOnline = () => memberOffers.onlineRedemption;

/** Under ["loyalty", "member"]: logging out removes it. */
export const rewardsQueryOptions = (circuit = loyaltySettings.circuitId) =>
  queryOptions({
    queryKey: ["loyalty", "member", "rewards"] as const,
    queryFn: () => getRewards(circuit),
    staleTime: 60_000,
    // A refusal (an expired membership…) stays one; only an unanswered call is tried again.
    retry: retryUnansweredCall,
  });

export function useRewards() {
  const { status, hasSession } = useLoyaltySession();
  return useQuery({ ...rewardsQueryOptions(), enabled: status === "logged-in" && hasSession() });
}
