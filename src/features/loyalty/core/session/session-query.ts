import { queryOptions } from "@tanstack/react-query";
import { loyaltyQueryClient } from "../query-client";
import { loyaltySettings } from "../settings/loyalty-settings";
import { countsAsLoggedIn, LoyaltyUnavailableError, refreshSession, type LoyaltySession } from "./session-lifecycle";

export const sessionQueryKey = ["loyalty", "session"] as const;

/** An expired member who counts as logged out is absent too (SPEC §4): refreshed at start only. */
const memberPresent = (session: LoyaltySession | null | undefined) => !!session && countsAsLoggedIn(session.member);

/**
 * The member session as a query: fetched (refreshed) once at start, then every
 * refresh interval while a member is present (SPEC §4, §9).
 */
export const sessionQueryOptions = queryOptions<LoyaltySession | null>({
  queryKey: sessionQueryKey,
  queryFn: () => refreshSession(loyaltyQueryClient.getQueryData<LoyaltySession | null>(sessionQueryKey)),
  staleTime: Infinity,
  gcTime: Infinity,
  refetchInterval: (query) => (memberPresent(query.state.data) ? loyaltySettings.refreshIntervalMs : false),
  refetchIntervalInBackground: true,
  retry: shouldRetrySession,
});

/**
 * The service may be down for a moment: 3 retries with backoff. Not when the device says it is
 * offline after a failed call: TanStack Query assumes a connection until an `offline` event, so a
 * page opened without signal (from the service worker) would wait through the retries (14 s) before
 * « Ma carte » shows the card kept on the device. The query is refetched when the signal returns.
 */
export function shouldRetrySession(failures: number, error: Error): boolean {
  return error instanceof LoyaltyUnavailableError && failures < 3 && navigator.onLine;
}
