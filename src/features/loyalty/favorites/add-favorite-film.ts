import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callFavoriteFilms, favoriteFilmsQueryOptions } from "./get-favorite-films";

/** Both ids carry the same value (SPEC §3); the answer is the new list. */
export const addFavoriteFilm = (filmId: string) =>
  callFavoriteFilms("addFavoriteFilm", { externalFilmId: filmId, boxofficeId: filmId });

/** The local list changes only from the server's answer (SPEC §4): no optimistic update. */
export function useAddFavoriteFilm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteFilm,
    onSuccess: (ids) => queryClient.setQueryData(favoriteFilmsQueryOptions().queryKey, ids),
  });
}
