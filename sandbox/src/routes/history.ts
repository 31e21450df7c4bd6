import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { authOf, defineLoyaltyHandler, type LoyaltyHandler } from "../http/loyalty-route";
import { maxResultsQuery } from "../http/shapes";
import type { OrderRow } from "../repositories/history";

const MAX_RESULTS = 100;
const storedItems = z.array(
  z.object({ type: z.string(), description: z.string(), quantity: z.number(), unitPriceCents: z.number() }),
);

const ordersReply = z.object({
  orders: z.array(
    z.strictObject({
      orderId: z.string(),
      bookingId: z.string(),
      cinemaId: z.string(),
      orderDate: z.string(),
      status: z.enum(["COMPLETED", "REFUNDED"]),
      totalValue: z.number(),
      currency: z.literal("EUR"),
      film: z
        .strictObject({
          filmId: z.number(),
          title: z.string().nullable(),
          sessionDateTime: z.string().nullable(),
          screenName: z.string().nullable(),
        })
        .nullable(),
      items: z.array(z.strictObject({ type: z.string(), description: z.string(), quantity: z.number(), unitPrice: z.number() })),
    }),
  ),
});
const transactionsReply = z.object({
  transactions: z.array(
    z.strictObject({
      transactionId: z.string(),
      date: z.string(),
      cinemaId: z.string(),
      type: z.enum(["EARN", "REDEEM", "ADJUST"]),
      balanceType: z.enum(["POINTS", "VISITS", "CREDIT"]),
      amount: z.number(),
      description: z.string(),
      orderId: z.string().nullable(),
      voucherCode: z.string().nullable(),
    }),
  ),
});

const toOrder = (row: OrderRow) => ({
  orderId: row.order_id,
  bookingId: row.booking_id,
  cinemaId: row.cinema_id,
  orderDate: row.ordered_at,
  status: row.status,
  totalValue: row.total_cents / 100,
  currency: "EUR" as const,
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
  const orders = defineLoyaltyHandler({
    query: maxResultsQuery,
    reply: ordersReply,
    handle: (call) => ({
      orders: ctx.history.orders(authOf(call).member.id, call.query.maxResults ?? MAX_RESULTS).map(toOrder),
    }),
  });

  const transactions = defineLoyaltyHandler({
    query: maxResultsQuery,
    reply: transactionsReply,
    handle: (call) => ({
      transactions: ctx.history.transactions(authOf(call).member.id, call.query.maxResults ?? MAX_RESULTS).map((row) => ({
        transactionId: row.transaction_id,
        date: row.occurred_at,
        cinemaId: row.cinema_id,
        type: row.type,
        balanceType: row.balance_type,
        amount: row.amount,
        description: row.description,
        orderId: row.order_id,
        voucherCode: row.voucher_code,
      })),
    }),
  });

  return {
    orderHistory: orders,
    orderHistoryV3: orders,
    transactionHistory: transactions,
    transactionHistoryV3: transactions,
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
