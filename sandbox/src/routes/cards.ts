import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { newCardNumber } from "../domain/numbers";
import { authOf, defineLoyaltyHandler, type LoyaltyHandler } from "../http/loyalty-route";

// The site uppercases card codes before sending (SPEC §5); the backend holds it to that.
const addCardPayload = z.object({
  cardCode: z.string().regex(/^[A-Z0-9]{6,24}$/, "expected 6 to 24 uppercase letters or digits"),
});
const deleteCardPayload = z.object({ cardNumber: z.string().min(1).max(24) });
const cardsReply = z.object({
  cards: z.array(
    z.strictObject({
      cardNumber: z.string(),
      cardType: z.enum(["DEMATERIALIZED", "PHYSICAL"]),
      isPrimary: z.boolean(),
      status: z.enum(["ACTIVE", "LOST"]),
      addedAt: z.string().nullable(),
    }),
  ),
});

export const cardRoutes = (ctx: SandboxContext) => {
  const cards = (memberId: number) => ({
    cards: ctx.cards.ofMember(memberId).map((card) => ({
      cardNumber: card.card_number,
      cardType: card.card_type,
      isPrimary: card.is_primary === 1,
      status: card.status,
      addedAt: card.added_at,
    })),
  });

  const deleteCard = defineLoyaltyHandler({
    body: deleteCardPayload,
    reply: cardsReply,
    handle: (call) => {
      const { member } = authOf(call);
      const removed = ctx.write(() => ctx.cards.remove(call.body.cardNumber, member.id));
      if (!removed) throw notFound("Unknown card.");
      return cards(member.id);
    },
  });

  return {
    getCards: defineLoyaltyHandler({ reply: cardsReply, handle: (call) => cards(authOf(call).member.id) }),
    addCard: defineLoyaltyHandler({
      body: addCardPayload,
      reply: cardsReply,
      handle: (call) => {
        const { member } = authOf(call);
        const card = ctx.cards.find(call.body.cardCode);
        if (card === undefined) throw notFound("Unknown card.");
        if (card.member_id !== null) throw new LoyaltyError(PeachCode.CARD_ALREADY_ACTIVE);
        const attached = ctx.write(() => ctx.cards.attach(call.body.cardCode, member.id, ctx.nowIso()));
        if (!attached) throw new LoyaltyError(PeachCode.CARD_ALREADY_ACTIVE);
        return cards(member.id);
      },
    }),
    deleteCard,
    deleteCardV3: deleteCard,
    // The member's main card is reported lost and a new dematerialised card replaces it.
    reportLostCard: defineLoyaltyHandler({
      reply: cardsReply.extend({ cardNumber: z.string() }),
      handle: (call) => {
        const { member } = authOf(call);
        const lost = ctx.cards.primaryOf(member.id);
        if (lost === undefined) throw notFound("No active card.");
        const cardNumber = ctx.write(() => {
          ctx.cards.markLost(lost.card_number);
          const replacement = newCardNumber(ctx);
          ctx.cards.insert({
            card_number: replacement,
            member_id: member.id,
            card_type: "DEMATERIALIZED",
            is_primary: 1,
            status: "ACTIVE",
            added_at: ctx.nowIso(),
          });
          return replacement;
        });
        return { cardNumber, ...cards(member.id) };
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
