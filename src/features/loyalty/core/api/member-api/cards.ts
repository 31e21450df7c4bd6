import type * as z from "zod/mini";
import type { LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import { memberCall } from "./member-call";
import { cardsReply } from "./replies";
import { routeIn, siteVersion } from "./site-version";

type CardsReply = z.infer<typeof cardsReply>;
/** docs/loyalty-api.md Card. */
export type MemberCardEntry = NonNullable<CardsReply["cards"]>[number];
/** The member's cards after a card call; ReportLostCard adds the card that replaces the lost one. */
export type CardsAnswer = { cards: MemberCardEntry[]; cardNumber?: string | undefined };

/** GetCards, AddCard, DeleteCard and ReportLostCard all answer the member's cards; a refusal throws a LoyaltyCallError. */
async function callCards(name: LoyaltyRouteName, body?: unknown): Promise<CardsAnswer> {
  const answer = await memberCall(name, cardsReply, { body });
  return { cardNumber: answer.cardNumber, cards: answer.cards ?? [] };
}

export const getCards = async () => (await callCards("getCards")).cards;

/** SPEC §5: card codes are upper-cased before sending (spaces a member types between groups dropped too). */
export const cardCodeOf = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

export const addCard = (typed: string) => callCards("addCard", { cardCode: cardCodeOf(typed) });

/** SPEC §7: /Member/DeleteCard for version 1, /Member/v3/DeleteCard for version 3. */
export const deleteCard = (cardNumber: string) => callCards(routeIn(siteVersion, "deleteCard", "deleteCardV3"), { cardNumber });

/** SPEC §7 ReportLostCard: the main card is blocked and a new one replaces it. */
export const reportLostCard = () => callCards("reportLostCard");
