import { queryOptions, useQuery } from "@tanstack/react-query";
import { getFavoriteTheaters, memberOffers, type FavoriteTheater } from "../core/api/member-api";
import { retryUnansweredCall } from "../core/api/loyalty-client";
import { useLoyaltySession } from "../core/session/use-loyalty-session";

export type { FavoriteTheater } from "../core/api/member-api";

export const favoriteTheatersQueryOptions = () =>
  queryOptions({
    queryKey: ["loyalty", "member", "favorite-theaters"] as const,
    queryFn: getFavoriteTheaters,
    staleTime: 60_000,
    // A refusal (peachCode) would be refused again; only a missing answer is worth retrying.
    retry: retryUnansweredCall,
  });

const NONE: FavoriteTheater[] = [];

/** The member's favourite theatres; an empty list when the site or session cannot have any (SPEC §4). */
export function useFavoriteTheaters() {
  const { status, hasSession } = useLoyaltySession();
  const enabled = status === "logged-in" && hasSession() && memberOffers.favoriteTheaters;
  const query = useQuery({ ...favoriteTheatersQueryOptions(), enabled });
  return {
    theaters: enabled ? (query.data ?? NONE) : NONE,
    isLoading: enabled && query.isPending,
    isError: enabled && query.isError,
  };
}
