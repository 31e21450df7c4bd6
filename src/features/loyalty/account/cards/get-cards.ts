import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCards } from "../../api/member-api";
import { useLoyaltySession } from "../../session/use-loyalty-session";

export type { MemberCardEntry } from "../../api/member-api";

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
