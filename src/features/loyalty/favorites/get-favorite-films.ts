import { queryOptions, useQuery } from "@tanstack/react-query";
import { getFavoriteFilms } from "../core/api/member-api";
import { useLoyaltySession } from "../core/session/use-loyalty-session";

/** Under ["loyalty", "member"]: logging out removes it. */
export const favoriteFilmsQueryOptions = () =>
  queryOptions({
    queryKey: ["loyalty", "member", "favorite-films"] as const,
    queryFn: getFavoriteFilms,
    staleTime: 60_000,
    // SPEC §8: a failed favourite-film call is logged and loading stops.
    retry: false,
  });

/** The member's favourite film ids; loads only with a session token (SPEC §4). */
export function useFavoriteFilms() {
  const { status, hasSession } = useLoyaltySession();
  return useQuery({ ...favoriteFilmsQueryOptions(), enabled: status === "logged-in" && hasSession() });
}
