import { describe, expect, it } from "vitest";
import { hasETicket, type Order } from "./history-types";

const order: Order = {
  orderId: "A1",
  orderDate: "2026-11-01T12:00:00Z",
  status: "COMPLETED",
  totalValue: 10.9,
  currency: "EUR",
  film: { title: "Film", sessionDateTime: "2026-11-02T19:30:00Z", screenName: "Salle 1" },
  items: [{ type: "TICKET", description: "Plein tarif", quantity: 1 }],
};

describe("hasETicket: which orders offer a wallet pass", () => {
  it("a completed order with tickets for a session", () => expect(hasETicket(order)).toBe(true));
  it("not a refunded one", () => expect(hasETicket({ ...order, status: "REFUNDED" })).toBe(false));
  it("not an order without a session (a membership)", () =>
    expect(hasETicket({ ...order, film: null, items: [{ type: "MEMBERSHIP", description: "Carte", quantity: 1 }] })).toBe(false));
  it("not snacks alone", () =>
    expect(hasETicket({ ...order, items: [{ type: "CONCESSION", description: "Popcorn", quantity: 1 }] })).toBe(false));
});
