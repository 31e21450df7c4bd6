import { queryOptions, useQuery } from "@tanstack/react-query";
import { VERSION_3_PROVIDERS, type LoyaltyRouteName } from "../../../lib/loyalty-api";
import { answerOrThrow, callLoyalty, retryUnansweredCall, type LoyaltyCallResult } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { useLoyaltySession } from "../session/use-loyalty-session";
import { loyaltySettings } from "../settings/loyalty-settings";
import type { LoyaltySettings } from "../settings/resolve-loyalty-settings";

export interface FavoriteTheater {
  boxofficeCinemaId: string;
  subscribeToNewsletter: boolean;
}

export interface FavoriteTheatersAnswer {
  favoriteCinemas?: { boxofficeCinemaId: string | number; subscribeToNewsletter: boolean }[];
}

/**
 * SPEC §4: only a version-3 site with a theatre provider has favourite theatres.
 * The theatre providers are the version-3 providers (BOOST_POS*, TAPOS, CGR).
 */
export const hasFavoriteTheaters = (settings: Pick<LoyaltySettings, "version" | "provider">) =>
  settings.version === 3 && (VERSION_3_PROVIDERS as readonly string[]).includes(settings.provider);

export const toTheaters = (answer: FavoriteTheatersAnswer): FavoriteTheater[] =>
  (answer.favoriteCinemas ?? []).map((cinema) => ({
    boxofficeCinemaId: String(cinema.boxofficeCinemaId),
    subscribeToNewsletter: cinema.subscribeToNewsletter,
  }));

/** Get, add and remove all answer the member's list: the theatres, or a LoyaltyCallError. */
export async function callFavoriteTheaters(name: LoyaltyRouteName, body?: unknown): Promise<FavoriteTheater[]> {
  const result: LoyaltyCallResult<FavoriteTheatersAnswer> = await callLoyalty(name, { tokens: readSessionCookie(), body });
  return toTheaters(answerOrThrow(name, result));
}

export const getFavoriteTheaters = () => callFavoriteTheaters("getFavoriteCinemas");

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
  const { status, tokens } = useLoyaltySession();
  const enabled = status === "logged-in" && tokens() !== null && hasFavoriteTheaters(loyaltySettings);
  const query = useQuery({ ...favoriteTheatersQueryOptions(), enabled });
  return {
    theaters: enabled ? (query.data ?? NONE) : NONE,
    isLoading: enabled && query.isPending,
    isError: enabled && query.isError,
  };
}
