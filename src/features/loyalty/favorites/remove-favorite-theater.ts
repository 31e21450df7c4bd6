import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callLoyalty } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { favoriteTheatersQueryOptions, theatersOf, type FavoriteTheater, type FavoriteTheatersAnswer } from "./get-favorite-theaters";

export async function removeFavoriteTheater(theaterId: string): Promise<FavoriteTheater[]> {
  const body = { boxofficeCinemaId: theaterId };
  return theatersOf(await callLoyalty<FavoriteTheatersAnswer>("removeFavoriteCinema", { tokens: readSessionCookie(), body }));
}

export function useRemoveFavoriteTheater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteTheater,
    onSuccess: (theaters) => queryClient.setQueryData(favoriteTheatersQueryOptions().queryKey, theaters),
  });
}
