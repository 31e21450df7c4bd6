import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callCards, cardsQueryOptions } from "./get-cards";

/** SPEC §5: card codes are upper-cased before sending (spaces a member types between groups dropped too). */
export const cardCodeOf = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

export const addCard = (typed: string) => callCards("addCard", { cardCode: cardCodeOf(typed) });

/** The list changes only from the server's answer. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: ({ cards }) => queryClient.setQueryData(cardsQueryOptions().queryKey, cards),
  });
}
