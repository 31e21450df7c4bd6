import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addFavoriteFilm } from "../core/api/member-api";
import { favoriteFilmsQueryOptions } from "./get-favorite-films";

/** The local list changes only from the server's answer (SPEC §4): no optimistic update. */
export function useAddFavoriteFilm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteFilm,
    onSuccess: (ids) => queryClient.setQueryData(favoriteFilmsQueryOptions().queryKey, ids),
  });
}
