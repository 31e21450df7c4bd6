import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callLoyalty } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { favoriteFilmsQueryOptions, filmIdsOf, type FavoriteFilmsAnswer } from "./get-favorite-films";

/** Both ids carry the same value (SPEC §3); the answer is the new list. */
export async function addFavoriteFilm(filmId: string): Promise<string[]> {
  const body = { externalFilmId: filmId, boxofficeId: filmId };
  return filmIdsOf(await callLoyalty<FavoriteFilmsAnswer>("addFavoriteFilm", { tokens: readSessionCookie(), body }));
}

/** The local list changes only from the server's answer (SPEC §4): no optimistic update. */
export function useAddFavoriteFilm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteFilm,
    onSuccess: (ids) => queryClient.setQueryData(favoriteFilmsQueryOptions().queryKey, ids),
  });
}
