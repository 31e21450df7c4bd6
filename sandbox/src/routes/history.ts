import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { authOf, type LoyaltyHandler } from "../http/loyalty-route";
import { maxResultsQuery } from "../http/shapes";
import { parseInput } from "../http/validation";
import type { OrderRow } from "../repositories/history";

const MAX_RESULTS = 100;
const storedItems = z.array(
  z.object({ type: z.string(), description: z.string(), quantity: z.number(), unitPriceCents: z.number() }),
);

const toOrder = (row: OrderRow) => ({
  orderId: row.order_id,
  bookingId: row.booking_id,
  cinemaId: row.cinema_id,
  orderDate: row.ordered_at,
  status: row.status,
  totalValue: row.total_cents / 100,
  currency: "EUR",
  film:
    row.film_id === null
      ? null
      : { filmId: row.film_id, title: row.film_title, sessionDateTime: row.session_at, screenName: row.screen_name },
  items: storedItems.parse(JSON.parse(row.items)).map((item) => ({
    type: item.type,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPriceCents / 100,
  })),
});

export const historyRoutes = (ctx: SandboxContext) => {
  const limit = (query: unknown): number => parseInput(maxResultsQuery, query).maxResults ?? MAX_RESULTS;

  const orders: LoyaltyHandler = (call) => ({
    orders: ctx.history.orders(authOf(call).member.id, limit(call.query)).map(toOrder),
  });

  const transactions: LoyaltyHandler = (call) => ({
    transactions: ctx.history.transactions(authOf(call).member.id, limit(call.query)).map((row) => ({
      transactionId: row.transaction_id,
      date: row.occurred_at,
      cinemaId: row.cinema_id,
      type: row.type,
      balanceType: row.balance_type,
      amount: row.amount,
      description: row.description,
      orderId: row.order_id,
    })),
  });

  return {
    orderHistory: orders,
    orderHistoryV3: orders,
    transactionHistory: transactions,
    transactionHistoryV3: transactions,
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
