import type { Order } from "../../core/api/member-api";

export type { Order, Transaction } from "../../core/api/member-api";

/**
 * An order with tickets for a showtime still to come, not refunded: its e-ticket can go into a wallet
 * (docs/gift-cards-and-wallet.md). A showtime that has begun is past: its ticket is no use any more.
 */
export const hasETicket = (order: Order, now: number) =>
  order.status === "COMPLETED" &&
  order.film !== null &&
  Date.parse(order.film.sessionDateTime) > now &&
  order.items.some((item) => item.type === "TICKET");
