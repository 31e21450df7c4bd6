import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteCard } from "../../core/api/member-api";
import { cardsQueryOptions } from "./get-cards";

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: ({ cards }) => queryClient.setQueryData(cardsQueryOptions().queryKey, cards),
  });
}
