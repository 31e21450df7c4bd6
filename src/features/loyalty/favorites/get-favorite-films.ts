import { queryOptions, useQuery } from "@tanstack/react-query";
import { answerOrThrow, callLoyalty, type LoyaltyCallResult } from "../api/loyalty-client";
import type { LoyaltyRouteName } from "../../../lib/loyalty-api";
import { readSessionCookie } from "../session/session-cookie";
import { useLoyaltySession } from "../session/use-loyalty-session";

/** Ids in answers are numbers; the site's film ids are strings (SPEC §3). */
export interface FavoriteFilmsAnswer {
  externalFilmIds?: (number | string)[];
  boxofficeIds?: (number | string)[];
}

export const toFilmIds = (answer: FavoriteFilmsAnswer): string[] =>
  (answer.externalFilmIds ?? answer.boxofficeIds ?? []).map(String);

/** Get, add and remove all answer the member's list: its ids, or a LoyaltyCallError (logged). */
export async function callFavoriteFilms(name: LoyaltyRouteName, body?: unknown): Promise<string[]> {
  const result: LoyaltyCallResult<FavoriteFilmsAnswer> = await callLoyalty(name, { tokens: readSessionCookie(), body });
  return toFilmIds(answerOrThrow(name, result));
}

export const getFavoriteFilms = () => callFavoriteFilms("getFavoriteFilms");

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
  const { status, tokens } = useLoyaltySession();
  return useQuery({ ...favoriteFilmsQueryOptions(), enabled: status === "logged-in" && tokens() !== null });
}
