import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callLoyalty } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { favoriteTheatersQueryOptions, theatersOf, type FavoriteTheater, type FavoriteTheatersAnswer } from "./get-favorite-theaters";
import { writeSelectedTheater } from "./selected-theater-cookie";

/** Adds a favourite theatre; the same call changes its newsletter subscription (SPEC §7). */
export async function addFavoriteTheater(theater: FavoriteTheater): Promise<FavoriteTheater[]> {
  const body = { favoriteCinemas: [theater] };
  return theatersOf(await callLoyalty<FavoriteTheatersAnswer>("addFavoriteCinema", { tokens: readSessionCookie(), body }));
}

export function useAddFavoriteTheater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteTheater,
    onSuccess: (theaters, theater) => {
      queryClient.setQueryData(favoriteTheatersQueryOptions().queryKey, theaters);
      writeSelectedTheater(theater.boxofficeCinemaId);
    },
  });
}
