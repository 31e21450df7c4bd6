import type { Order } from "../../core/api/member-api";

export type { Order, Transaction } from "../../core/api/member-api";

/** An order whose tickets are for a session and still valid (not refunded): it has an e-ticket (docs/gift-cards-and-wallet.md). */
export const hasETicket = (order: Order) =>
  order.status === "COMPLETED" && order.film !== null && order.items.some((item) => item.type === "TICKET");
