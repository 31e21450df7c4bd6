import type * as z from "zod/mini";
import { PeachCode, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { isMemberExpired } from "../../session/member-expiry";
import { LoyaltyCallError } from "../loyalty-client";
import type { MemberDetails } from "../types";
import { memberCall } from "./member-call";
import {
  confirmedRedemptionReply,
  itemsAvailableReply,
  reservedRewardReply,
  rewardsListingReply,
  validatedMemberReply,
} from "./replies";
import { routeIn, siteVersion } from "./site-version";

export type Balances = MemberDetails["balances"];

/** A reward as the rewards page shows it, whichever route listed it (version 1 or 3). */
export interface Reward {
  itemId: string;
  name: string;
  description: string;
  category: string;
  /** Points it costs (SPEC §7: the rewards are bought with points). */
  pointsCost: number;
  /** The backend's word on whether the member's balance covers it. */
  canRedeem: boolean;
}

export interface RewardsView {
  rewards: Reward[];
  /** The member's balances as the listing answered them. */
  balances: Balances;
}

/** docs/loyalty-api.md OrderLoyaltyItem: the reward is reserved (15 minutes), no points spent yet. */
export type ReservedReward = z.infer<typeof reservedRewardReply>;
/** docs/loyalty-api.md ConfirmItemRedemption: the points are spent; the voucher to show at the box office. */
export type ConfirmedRedemption = z.infer<typeof confirmedRedemptionReply>;

/** SPEC §7, by the route table's versions: RewardsListing where it exists (version 3), else the items of version 1. */
export const rewardsRouteFor = (version: LoyaltyVersion) => routeIn(version, "rewardsListing", "itemsAvailable");

/** GET /Member/v3/RewardsListing: the rewards with what each costs, and the member's balances. */
async function getRewardsListing(): Promise<RewardsView> {
  const answer = await memberCall("rewardsListing", rewardsListingReply);
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

/** GET /Member/GetItemsAvailableToValidatedLoyaltyMember/{circuit}: what the member can get, with its points. */
async function getItemsAvailable(circuit: string): Promise<Reward[]> {
  const answer = await memberCall("itemsAvailable", itemsAvailableReply, { pathParams: { circuit } });
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

/**
 * GET /Member/GetValidatedMember/{circuit}: the member as the backend holds them now. A membership that has run out
 * is refused here (ACCOUNT_EXPIRED) before anything is reserved or listed for it.
 */
export async function getValidatedMember(circuit: string | null): Promise<MemberDetails> {
  // No circuit configured: the call cannot be made (read as the service being unavailable).
  if (!circuit) throw new LoyaltyCallError(null);
  const answer = await memberCall("getValidatedMember", validatedMemberReply, { pathParams: { circuit } });
  if (isMemberExpired(answer.memberDetails.memberExpiry, new Date())) throw new LoyaltyCallError(PeachCode.ACCOUNT_EXPIRED);
  return answer.memberDetails;
}

/**
 * The rewards and the balances they are bought with. Version 1's list is for a validated member and carries no
 * balances: GetValidatedMember gives both (an expired membership stops there).
 */
export async function getRewards(circuit: string | null, version: LoyaltyVersion = siteVersion): Promise<RewardsView> {
  if (rewardsRouteFor(version) === "rewardsListing") return getRewardsListing();
  const member = await getValidatedMember(circuit);
  return { rewards: await getItemsAvailable(circuit ?? ""), balances: member.balances };
}

/** POST /Member/v3/OrderLoyaltyItem: one of a reward, reserved. A balance too low is refused (INSUFFICIENT_BALANCE). */
export const orderLoyaltyItem = (itemId: string): Promise<ReservedReward> =>
  memberCall("orderLoyaltyItem", reservedRewardReply, { body: { itemId, quantity: 1 } });

/** POST /Member/v3/ConfirmItemRedemption: confirming the same reservation again answers the same voucher, spending nothing. */
export const confirmItemRedemption = (redemptionId: string): Promise<ConfirmedRedemption> =>
  memberCall("confirmItemRedemption", confirmedRedemptionReply, { body: { redemptionId } });
