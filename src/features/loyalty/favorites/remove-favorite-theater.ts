import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callFavoriteTheaters, favoriteTheatersQueryOptions } from "./get-favorite-theaters";

export const removeFavoriteTheater = (theaterId: string) =>
  callFavoriteTheaters("removeFavoriteCinema", { boxofficeCinemaId: theaterId });

export function useRemoveFavoriteTheater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteTheater,
    onSuccess: (theaters) => queryClient.setQueryData(favoriteTheatersQueryOptions().queryKey, theaters),
  });
}
