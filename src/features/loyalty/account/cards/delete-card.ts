import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loyaltySettings } from "../../settings/loyalty-settings";
import { callCards, cardsQueryOptions } from "./get-cards";

/** SPEC §7: /Member/DeleteCard for version 1, /Member/v3/DeleteCard for version 3. */
export const deleteCard = (cardNumber: string) =>
  callCards(loyaltySettings.version === 3 ? "deleteCardV3" : "deleteCard", { cardNumber });

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: ({ cards }) => queryClient.setQueryData(cardsQueryOptions().queryKey, cards),
  });
}
