import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import type { LoyaltyRouteName } from "../../../../lib/loyalty-api";
import { readSessionCookie } from "../../session/session-cookie";
import { useLoyaltySession } from "../../session/use-loyalty-session";

/** Entries asked for at first and added by each « Afficher plus » (docs/account.md). */
export const HISTORY_PAGE_SIZE = 4;

export type HistoryKind = "orders" | "transactions";

/** SPEC §7: v2 routes for version 1, v3 routes for version 3. */
const routes: Record<HistoryKind, Record<1 | 3, LoyaltyRouteName>> = {
  orders: { 1: "orderHistory", 3: "orderHistoryV3" },
  transactions: { 1: "transactionHistory", 3: "transactionHistoryV3" },
};

/** One fetcher for both histories: the newest `maxResults` entries, or a LoyaltyCallError (logged). */
export async function getHistory<T>(kind: HistoryKind, version: 1 | 3, maxResults: number): Promise<T[]> {
  const name = routes[kind][version];
  const answer = answerOrThrow(
    name,
    await callLoyalty<Partial<Record<HistoryKind, T[]>>>(name, { tokens: readSessionCookie(), params: { maxResults } }),
  );
  return answer[kind] ?? [];
}

/** Under ["loyalty", "member"]: logging out removes it. `all` covers both histories at every length. */
export const historyKeys = {
  all: ["loyalty", "member", "history"] as const,
  page: (kind: HistoryKind, maxResults: number) => [...historyKeys.all, kind, maxResults] as const,
};

export const historyQueryOptions = <T>(kind: HistoryKind, version: 1 | 3, maxResults: number) =>
  queryOptions({
    queryKey: historyKeys.page(kind, maxResults),
    queryFn: () => getHistory<T>(kind, version, maxResults),
    staleTime: 60_000,
    // The list stays on screen while a longer one loads (« Afficher plus »).
    placeholderData: keepPreviousData,
  });

export function useHistory<T>(kind: HistoryKind, version: 1 | 3, maxResults: number) {
  const { status, tokens } = useLoyaltySession();
  return useQuery({ ...historyQueryOptions<T>(kind, version, maxResults), enabled: status === "logged-in" && tokens() !== null });
}
