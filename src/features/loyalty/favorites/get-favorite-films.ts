import { queryOptions, useQuery } from "@tanstack/react-query";
import { callLoyalty, type LoyaltyCallResult } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { useLoyaltySession } from "../session/use-loyalty-session";

/** Ids in answers are numbers; the site's film ids are strings (SPEC §3). */
export interface FavoriteFilmsAnswer {
  externalFilmIds?: (number | string)[];
  boxofficeIds?: (number | string)[];
}

/** A favourite-film call that did not get an answer, or got one with peachCode not 0. */
export class FavoriteFilmsError extends Error {
  constructor(
    readonly peachCode: number | null,
    readonly clientErrorMessage: string | null = null,
  ) {
    super(peachCode === null ? "Favourite films: no answer" : `Favourite films: peachCode ${peachCode}`);
  }
}

export const toFilmIds = (answer: FavoriteFilmsAnswer): string[] =>
  (answer.externalFilmIds ?? answer.boxofficeIds ?? []).map(String);

/** The film ids of a successful answer; anything else is logged and thrown. */
export function filmIdsOf(result: LoyaltyCallResult<FavoriteFilmsAnswer>): string[] {
  if (result.kind === "answer" && result.data.peachCode === 0) return toFilmIds(result.data);
  if (result.kind !== "answer") throw new FavoriteFilmsError(null); // callLoyalty has logged it
  console.warn(`Favourite films: the loyalty service answered peachCode ${result.data.peachCode}`);
  throw new FavoriteFilmsError(result.data.peachCode, result.data.clientErrorMessage ?? null);
}

export async function getFavoriteFilms(): Promise<string[]> {
  return filmIdsOf(await callLoyalty<FavoriteFilmsAnswer>("getFavoriteFilms", { tokens: readSessionCookie() }));
}

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
