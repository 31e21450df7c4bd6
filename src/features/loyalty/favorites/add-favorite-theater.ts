import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addFavoriteTheater, type FavoriteTheater } from "../core/api/member-api";
import { favoriteTheatersQueryOptions } from "./get-favorite-theaters";
import { writeSelectedTheater } from "../core/session/selected-theater-cookie";

function useAddFavoriteTheaterCall(onAdded: (theater: FavoriteTheater) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteTheater,
    onSuccess: (theaters, theater) => {
      queryClient.setQueryData(favoriteTheatersQueryOptions().queryKey, theaters);
      onAdded(theater);
    },
  });
}

/** The member chooses a theatre: once the server agrees, it is the selectedTheaterId (SPEC §3). */
export const useChooseFavoriteTheater = () =>
  useAddFavoriteTheaterCall((theater) => writeSelectedTheater(theater.boxofficeCinemaId));

/** The newsletter switch of a favourite theatre: the same call, but not a choice of theatre. */
export const useUpdateTheaterNewsletter = () => useAddFavoriteTheaterCall(() => {});
