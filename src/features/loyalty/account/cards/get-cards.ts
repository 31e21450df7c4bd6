import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoyaltyRouteName } from "../../../../lib/loyalty-api";
import { answerOrThrow, callLoyalty } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import { useLoyaltySession } from "../../session/use-loyalty-session";

/** docs/loyalty-api.md Card. */
export interface MemberCardEntry {
  cardNumber: string;
  cardType: "DEMATERIALIZED" | "PHYSICAL";
  isPrimary: boolean;
  status: "ACTIVE" | "LOST";
  addedAt: string | null;
}

export interface CardsAnswer {
  cards?: MemberCardEntry[];
  /** ReportLostCard: the card that replaces the lost one. */
  cardNumber?: string;
}

/** GetCards, AddCard, DeleteCard and ReportLostCard all answer the member's cards; a refusal throws a LoyaltyCallError. */
export async function callCards(name: LoyaltyRouteName, body?: unknown): Promise<CardsAnswer & { cards: MemberCardEntry[] }> {
  const answer = answerOrThrow(name, await callLoyalty<CardsAnswer>(name, { tokens: readSessionCookie(), body }));
  return { ...answer, cards: answer.cards ?? [] };
}

export const getCards = async () => (await callCards("getCards")).cards;

/** Under ["loyalty", "member"]: logging out removes it. */
export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: ["loyalty", "member", "cards"] as const,
    queryFn: getCards,
    staleTime: 60_000,
  });

export function useCards() {
  const { status, tokens } = useLoyaltySession();
  return useQuery({ ...cardsQueryOptions(), enabled: status === "logged-in" && tokens() !== null });
}
