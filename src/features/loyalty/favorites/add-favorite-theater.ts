import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callFavoriteTheaters, favoriteTheatersQueryOptions, type FavoriteTheater } from "./get-favorite-theaters";
import { writeSelectedTheater } from "./selected-theater-cookie";

/** Adds a favourite theatre; the same call changes its newsletter subscription (SPEC §7). */
export const addFavoriteTheater = (theater: FavoriteTheater) =>
  callFavoriteTheaters("addFavoriteCinema", { favoriteCinemas: [theater] });

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
