import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callLoyalty } from "../api/loyalty-client";
import { readSessionCookie } from "../session/session-cookie";
import { favoriteFilmsQueryOptions, filmIdsOf, type FavoriteFilmsAnswer } from "./get-favorite-films";

export async function removeFavoriteFilm(filmId: string): Promise<string[]> {
  const body = { externalFilmId: filmId, boxofficeId: filmId };
  return filmIdsOf(await callLoyalty<FavoriteFilmsAnswer>("removeFavoriteFilm", { tokens: readSessionCookie(), body }));
}

/** The local list changes only from the server's answer (SPEC §4): no optimistic update. */
export function useRemoveFavoriteFilm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteFilm,
    onSuccess: (ids) => queryClient.setQueryData(favoriteFilmsQueryOptions().queryKey, ids),
  });
}
