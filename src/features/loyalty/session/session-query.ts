import { queryOptions } from "@tanstack/react-query";
import { loyaltyQueryClient } from "../query-client";
import { loyaltySettings } from "../settings/loyalty-settings";
import { LoyaltyUnavailableError, refreshSession, type LoyaltySession } from "./session-lifecycle";

export const sessionQueryKey = ["loyalty", "session"] as const;

/**
 * The member session as a query: fetched (refreshed) once at start, then every
 * refresh interval while a member is present (SPEC §4, §9).
 */
export const sessionQueryOptions = queryOptions<LoyaltySession | null>({
  queryKey: sessionQueryKey,
  queryFn: () => refreshSession(loyaltyQueryClient.getQueryData<LoyaltySession | null>(sessionQueryKey)),
  staleTime: Infinity,
  gcTime: Infinity,
  refetchInterval: (query) => (query.state.data ? loyaltySettings.refreshIntervalMs : false),
  refetchIntervalInBackground: true,
  retry: (failures, error) => error instanceof LoyaltyUnavailableError && failures < 3,
});
