import { QueryClient } from "@tanstack/react-query";

/**
 * One query cache for every member-area island of the page (SPEC §9: garbage
 * collection 5 minutes, 3 retries, exponential backoff capped at 30 s).
 */
export const loyaltyQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60_000,
      retry: 3,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
