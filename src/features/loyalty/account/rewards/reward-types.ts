import type { MemberDetails } from "../../api/types";

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
