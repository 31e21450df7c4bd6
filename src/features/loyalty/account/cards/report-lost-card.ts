import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "../../core/session/session-query";
import { reportLostCard } from "../../core/api/member-api";
import { cardsQueryOptions } from "./get-cards";

/** The new card becomes the member's card at once: the code on « Ma carte » is the new one's. */
export function useReportLostCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportLostCard,
    onSuccess: ({ cards, cardNumber }) => {
      queryClient.setQueryData(cardsQueryOptions().queryKey, cards);
      const replacement = cardNumber ?? cards.find((card) => card.isPrimary && card.status === "ACTIVE")?.cardNumber;
      if (replacement)
        queryClient.setQueryData(sessionQueryOptions.queryKey, (session) =>
          session ? { ...session, member: { ...session.member, cardNumber: replacement } } : session,
        );
    },
  });
}
