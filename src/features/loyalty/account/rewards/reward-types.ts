export type { Balances, Reward, RewardsView } from "../../core/api/member-api";
