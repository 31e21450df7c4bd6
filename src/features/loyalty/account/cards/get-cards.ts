import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCards } from "../../core/api/member-api";
import { useLoyaltySession } from "../../core/session/use-loyalty-session";

export type { MemberCardEntry } from "../../core/api/member-api";

/** Under ["loyalty", "member"]: logging out removes it. */
export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: ["loyalty", "member", "cards"] as const,
    queryFn: getCards,
    staleTime: 60_000,
  });

export function useCards() {
  const { status, hasSession } = useLoyaltySession();
  return useQuery({ ...cardsQueryOptions(), enabled: status === "logged-in" && hasSession() });
}
