import type { LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { memberCall } from "./member-call";
import { ordersReply, transactionsReply, type Order, type Transaction } from "./replies";
import { routeIn, siteVersion } from "./site-version";

/** SPEC §7: the v2 routes for version 1, the v3 routes for version 3; the newest `maxResults` entries. */
export async function getOrderHistory(maxResults: number, version: LoyaltyVersion = siteVersion): Promise<Order[]> {
  const name = routeIn(version, "orderHistory", "orderHistoryV3");
  return (await memberCall(name, ordersReply, { params: { maxResults } })).orders ?? [];
}

export async function getTransactionHistory(maxResults: number, version: LoyaltyVersion = siteVersion): Promise<Transaction[]> {
  const name = routeIn(version, "transactionHistory", "transactionHistoryV3");
  return (await memberCall(name, transactionsReply, { params: { maxResults } })).transactions ?? [];
}

/** A voucher the member's points bought: the code to show at the box office, for what, and when. */
export interface RedeemedVoucher {
  voucherCode: string;
  description: string;
  date: string;
}

/** The entries asked for: the backend's most (docs/loyalty-api.md, 1–100). */
const VOUCHER_HISTORY_LENGTH = 100;

/** The vouchers of the member's redemptions, newest first, from her points history (their REDEEM transactions). */
export async function getRedeemedVouchers(version: LoyaltyVersion = siteVersion): Promise<RedeemedVoucher[]> {
  const transactions = await getTransactionHistory(VOUCHER_HISTORY_LENGTH, version);
  return transactions.flatMap(({ type, voucherCode, description, date }) =>
    type === "REDEEM" && voucherCode ? [{ voucherCode, description, date }] : [],
  );
}
