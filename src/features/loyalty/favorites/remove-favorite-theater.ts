import { useMutation, useQueryClient } from "@tanstack/react-query";
import { removeFavoriteTheater } from "../core/api/member-api";
import { favoriteTheatersQueryOptions } from "./get-favorite-theaters";
import { clearSelectedTheater, readSelectedTheater } from "../core/session/selected-theater-cookie";

/** Removes a favourite theatre; if it was the chosen one, selectedTheaterId no longer names it. */
export function useRemoveFavoriteTheater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteTheater,
    onSuccess: (theaters, theaterId) => {
      queryClient.setQueryData(favoriteTheatersQueryOptions().queryKey, theaters);
      if (readSelectedTheater() === theaterId) clearSelectedTheater();
    },
  });
}
