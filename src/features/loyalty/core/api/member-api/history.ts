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
