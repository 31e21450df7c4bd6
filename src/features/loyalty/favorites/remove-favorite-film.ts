import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callFavoriteFilms, favoriteFilmsQueryOptions } from "./get-favorite-films";

export const removeFavoriteFilm = (filmId: string) =>
  callFavoriteFilms("removeFavoriteFilm", { externalFilmId: filmId, boxofficeId: filmId });

/** The local list changes only from the server's answer (SPEC §4): no optimistic update. */
export function useRemoveFavoriteFilm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteFilm,
    onSuccess: (ids) => queryClient.setQueryData(favoriteFilmsQueryOptions().queryKey, ids),
  });
}
