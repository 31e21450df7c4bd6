import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getOrderHistory, getTransactionHistory, type Order, type Transaction } from "../../core/api/member-api";
import { useLoyaltySession } from "../../core/session/use-loyalty-session";

/** Entries asked for at first and added by each « Afficher plus » (docs/account.md). */
export const HISTORY_PAGE_SIZE = 4;

export type HistoryKind = "orders" | "transactions";

export interface HistoryEntries {
  orders: Order;
  transactions: Transaction;
}

const fetchers: { [K in HistoryKind]: (maxResults: number) => Promise<HistoryEntries[K][]> } = {
  orders: getOrderHistory,
  transactions: getTransactionHistory,
};

/** Under ["loyalty", "member"]: logging out removes it. `all` covers both histories at every length. */
export const historyKeys = {
  all: ["loyalty", "member", "history"] as const,
  page: (kind: HistoryKind, maxResults: number) => [...historyKeys.all, kind, maxResults] as const,
};

export const historyQueryOptions = <K extends HistoryKind>(kind: K, maxResults: number) =>
  queryOptions({
    queryKey: historyKeys.page(kind, maxResults),
    queryFn: (): Promise<HistoryEntries[K][]> => fetchers[kind](maxResults),
    staleTime: 60_000,
    // The list stays on screen while a longer one loads (« Afficher plus »).
    placeholderData: keepPreviousData,
  });

export function useHistory<K extends HistoryKind>(kind: K, maxResults: number) {
  const { status, hasSession } = useLoyaltySession();
  return useQuery({ ...historyQueryOptions(kind, maxResults), enabled: status === "logged-in" && hasSession() });
}
