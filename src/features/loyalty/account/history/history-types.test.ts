import { describe, expect, it } from "vitest";
import { hasETicket, type Order } from "./history-types";

const now = Date.parse("2026-11-02T12:00:00Z");
const order: Order = {
  orderId: "A1",
  orderDate: "2026-11-01T12:00:00Z",
  status: "COMPLETED",
  totalValue: 10.9,
  currency: "EUR",
  film: { title: "Film", sessionDateTime: "2026-11-02T19:30:00Z", screenName: "Salle 1" },
  items: [{ type: "TICKET", description: "Plein tarif", quantity: 1 }],
};
const sessionAt = (sessionDateTime: string): Order => ({ ...order, film: { ...order.film!, sessionDateTime } });

describe("hasETicket: which orders offer a wallet pass", () => {
  it("a completed order with tickets for a showtime to come", () => expect(hasETicket(order, now)).toBe(true));
  it("not one whose showtime is past", () => expect(hasETicket(sessionAt("2026-10-30T19:30:00Z"), now)).toBe(false));
  it("not one whose showtime has just begun", () => expect(hasETicket(sessionAt("2026-11-02T12:00:00Z"), now)).toBe(false));
  it("not a refunded one", () => expect(hasETicket({ ...order, status: "REFUNDED" }, now)).toBe(false));
  it("not an order without a session (a membership)", () =>
    expect(hasETicket({ ...order, film: null, items: [{ type: "MEMBERSHIP", description: "Carte", quantity: 1 }] }, now)).toBe(
      false,
    ));
  it("not snacks alone", () =>
    expect(hasETicket({ ...order, items: [{ type: "CONCESSION", description: "Popcorn", quantity: 1 }] }, now)).toBe(false));
});
