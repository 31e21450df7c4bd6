import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoyaltyProvider } from "../../../content/site-schema";
import { callLoyalty, type LoyaltyCallResult } from "../api/loyalty-client";
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

/** A favourite-theatre call without an answer (peachCode null) or with peachCode not 0. */
export class FavoriteTheatersError extends Error {
  constructor(
    readonly peachCode: number | null,
    readonly clientErrorMessage: string | null = null,
  ) {
    super(peachCode === null ? "Favourite theatres: no answer" : `Favourite theatres: peachCode ${peachCode}`);
  }
}

/** Providers whose box office keeps favourite theatres (all of them version 3). */
const THEATER_PROVIDERS: readonly LoyaltyProvider[] = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY", "TAPOS", "CGR"];

/** SPEC §4: only a version-3 site with a theatre provider has favourite theatres. */
export const hasFavoriteTheaters = (settings: Pick<LoyaltySettings, "version" | "provider">) =>
  settings.version === 3 && THEATER_PROVIDERS.includes(settings.provider);

export function theatersOf(result: LoyaltyCallResult<FavoriteTheatersAnswer>): FavoriteTheater[] {
  if (result.kind !== "answer") throw new FavoriteTheatersError(null); // callLoyalty has logged it
  if (result.data.peachCode !== 0) throw new FavoriteTheatersError(result.data.peachCode, result.data.clientErrorMessage ?? null);
  return (result.data.favoriteCinemas ?? []).map((cinema) => ({
    boxofficeCinemaId: String(cinema.boxofficeCinemaId),
    subscribeToNewsletter: cinema.subscribeToNewsletter,
  }));
}

export async function getFavoriteTheaters(): Promise<FavoriteTheater[]> {
  return theatersOf(await callLoyalty<FavoriteTheatersAnswer>("getFavoriteCinemas", { tokens: readSessionCookie() }));
}

export const favoriteTheatersQueryOptions = () =>
  queryOptions({
    queryKey: ["loyalty", "member", "favorite-theaters"] as const,
    queryFn: getFavoriteTheaters,
    staleTime: 60_000,
    // A refusal (peachCode) would be refused again; only a missing answer is worth retrying.
    retry: (failures, error) => error instanceof FavoriteTheatersError && error.peachCode === null && failures < 3,
  });

const NONE: FavoriteTheater[] = [];

/** The member's favourite theatres; an empty list when the site or session cannot have any (SPEC §4). */
export function useFavoriteTheaters() {
  const { status, tokens } = useLoyaltySession();
  const enabled = status === "logged-in" && tokens() !== null && hasFavoriteTheaters(loyaltySettings);
  const query = useQuery({ ...favoriteTheatersQueryOptions(), enabled });
  return { theaters: enabled ? (query.data ?? NONE) : NONE, isLoading: enabled && query.isPending, isError: enabled && query.isError };
}
