import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { isLoyaltyRefusal } from "../../core/api/loyalty-client";
import { sessionQueryOptions } from "../../core/session/session-query";
import { loyaltySettings } from "../../core/settings/loyalty-settings";
import { historyKeys } from "../history/history-query";
import {
  confirmItemRedemption,
  getValidatedMember,
  orderLoyaltyItem,
  type Balances,
  type ConfirmedRedemption,
  type Reward,
  type RewardsView,
} from "../../core/api/member-api";
import { rewardsQueryOptions } from "./rewards-query";

/**
 * Redeeming a reward (SPEC §7): the member must be a validated one (GetValidatedMember), then OrderLoyaltyItem reserves
 * the reward and ConfirmItemRedemption spends the points. A reservation whose confirmation got no answer is confirmed
 * again on the member's next try, never ordered twice (the backend answers the same voucher without spending twice).
 */
export async function redeemReward(itemId: string, reserved: Map<string, string>): Promise<ConfirmedRedemption> {
  let redemptionId = reserved.get(itemId);
  if (redemptionId === undefined) {
    await getValidatedMember(loyaltySettings.circuitId);
    redemptionId = (await orderLoyaltyItem(itemId)).redemptionId;
    reserved.set(itemId, redemptionId);
  }
  try {
    const confirmed = await confirmItemRedemption(redemptionId);
    reserved.delete(itemId);
    return confirmed;
  } catch (error) {
    // A refusal ends the reservation (expired, balance too low); an unanswered call keeps it for the next try.
    if (isLoyaltyRefusal(error)) reserved.delete(itemId);
    throw error;
  }
}

/** The balances of the answer go into the page and the session at once, then the lists are read again. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  const reserved = useRef(new Map<string, string>());
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (reward: Reward) => redeemReward(reward.itemId, reserved.current),
    // Never sent again by the cache: a second OrderLoyaltyItem would reserve a second reward.
    retry: 0,
    onSuccess: ({ balances }) => {
      if (balances) setBalances(queryClient, balances);
      void queryClient.invalidateQueries({ queryKey: rewardsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
  /** Null when a redemption is already on its way (a second click, a re-render): nothing is sent. */
  const redeem = async (reward: Reward): Promise<ConfirmedRedemption | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await mutation.mutateAsync(reward);
    } finally {
      inFlight.current = false;
    }
  };
  return { redeem, isPending: mutation.isPending };
}

function setBalances(queryClient: ReturnType<typeof useQueryClient>, balances: Balances) {
  queryClient.setQueryData<RewardsView>(rewardsQueryOptions().queryKey, (view) => (view ? { ...view, balances } : view));
  queryClient.setQueryData(sessionQueryOptions.queryKey, (session) =>
    session ? { ...session, member: { ...session.member, balances } } : session,
  );
}
