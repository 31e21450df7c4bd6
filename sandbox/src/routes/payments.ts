import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { LoyaltyError, notFound, PeachCode } from "../domain/errors";
import { sandboxOrigin } from "../domain/members";
import { newReference } from "../domain/secrets";
import { assertCircuit } from "../domain/site-scope";
import { authOf, defineLoyaltyHandler, defineTextHandler, RawText, type LoyaltyHandler } from "../http/loyalty-route";

const giftCardPayload = z.object({ cardNumber: z.string().trim().min(1).max(32), pin: z.string().max(16).nullish() });
const portalPayload = z.object({ returnUrl: z.url({ protocol: /^https?$/ }).max(512) });
const walletCardQuery = z.object({ cardNumber: z.string().min(1).max(24) });
const giftCardReply = z.object({ cardNumber: z.string(), balance: z.number(), currency: z.string(), expiryDate: z.string() });

/** A Google Wallet "save" link with an unsigned token: enough for the site to show and follow it. */
const walletLink = (objects: Record<string, unknown>): string => {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString("base64url");
  const token = `${encode({ alg: "none", typ: "JWT" })}.${encode({ iss: "loyalty-sandbox", typ: "savetowallet", payload: objects })}.`;
  return `https://pay.google.com/gp/v/save/${token}`;
};

export const paymentRoutes = (ctx: SandboxContext) =>
  ({
    giftCardBalance: defineLoyaltyHandler({
      body: giftCardPayload,
      reply: giftCardReply,
      handle: ({ body: input }) => {
        const card = ctx.catalogue.giftCard(input.cardNumber);
        if (card === undefined || card.status !== "ACTIVE" || Date.parse(card.expires_at) < ctx.now())
          throw new LoyaltyError(PeachCode.INVALID_GIFT_CARD);
        return {
          cardNumber: card.card_number,
          balance: card.balance_cents / 100,
          currency: card.currency,
          expiryDate: card.expires_at,
        };
      },
    }),
    paymentProviderPortalSession: defineLoyaltyHandler({
      body: portalPayload,
      reply: z.object({ url: z.string() }),
      handle: (call) => {
        authOf(call);
        const url = new URL("/ticketing/payment-portal", sandboxOrigin(call.request.host));
        url.searchParams.set("session", newReference("PS"));
        url.searchParams.set("return", call.body.returnUrl);
        return { url: url.href };
      },
    }),
    walletLoyaltyCard: defineTextHandler({
      query: walletCardQuery,
      reply: "text",
      preValidation: ({ params }) => assertCircuit(ctx, params.circuit),
      handle: (call) => {
        const { member } = authOf(call);
        const card = ctx.cards.find(call.query.cardNumber);
        if (card?.member_id !== member.id || card.status !== "ACTIVE") throw notFound("Unknown card.");
        return new RawText(
          walletLink({
            loyaltyObjects: [
              {
                id: `${ctx.site.clubId}.${card.card_number}`,
                accountId: member.member_id,
                barcode: { type: "QR_CODE", value: card.card_number },
              },
            ],
          }),
        );
      },
    }),
    walletETicket: defineTextHandler({
      reply: "text",
      handle: (call) => {
        const { member } = authOf(call);
        assertCircuit(ctx, call.params.circuit);
        const order = ctx.history.order(member.id, call.params.id ?? "");
        if (order === undefined) throw notFound("Unknown order.");
        return new RawText(
          walletLink({
            eventTicketObjects: [
              {
                id: `${ctx.site.circuitId}.${order.order_id}`,
                ticketNumber: order.booking_id,
                barcode: { type: "QR_CODE", value: order.booking_id },
              },
            ],
          }),
        );
      },
    }),
  }) satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
