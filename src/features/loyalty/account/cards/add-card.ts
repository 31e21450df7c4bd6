import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addCard } from "../../core/api/member-api";
import { cardsQueryOptions } from "./get-cards";

/** The list changes only from the server's answer. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: ({ cards }) => queryClient.setQueryData(cardsQueryOptions().queryKey, cards),
  });
}
