export type { Balances, Reward, RewardsView } from "../../api/member-api";
