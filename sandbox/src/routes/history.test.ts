import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO_ORDER_IDS } from "../seed-history";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, TEST_FILMS, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.login()).token;
});
afterAll(() => sandbox.close());

const orders = {
  orders: z.array(
    z.strictObject({
      orderId: z.string(),
      bookingId: z.string(),
      cinemaId: z.string(),
      orderDate: z.iso.datetime(),
      status: z.enum(["COMPLETED", "REFUNDED"]),
      totalValue: z.number(),
      currency: z.literal("EUR"),
      film: z
        .strictObject({ filmId: z.number(), title: z.string(), sessionDateTime: z.iso.datetime(), screenName: z.string() })
        .nullable(),
      items: z.array(z.strictObject({ type: z.string(), description: z.string(), quantity: z.number(), unitPrice: z.number() })),
    }),
  ),
};
const transactions = {
  transactions: z.array(
    z.strictObject({
      transactionId: z.string(),
      date: z.iso.datetime(),
      cinemaId: z.string(),
      type: z.enum(["EARN", "REDEEM", "ADJUST"]),
      balanceType: z.enum(["POINTS", "VISITS", "CREDIT"]),
      amount: z.number(),
      description: z.string(),
      orderId: z.string().nullable(),
      voucherCode: z.string().nullable(),
    }),
  ),
};

describe("GET /Member/v3/OrderHistory and /Member/v2/OrderHistory", () => {
  it("answers the member's orders, newest first", async () => {
    for (const path of ["/Member/v3/OrderHistory", "/Member/v2/OrderHistory"]) {
      const result = await sandbox.call("GET", path, { token });
      expectSuccess(result, orders);
      const list = orders.orders.parse(result.body.orders);
      expect(list.map((order) => order.orderId)).toEqual([...DEMO_ORDER_IDS]);
      // A booking for a showtime still to come first (ordered last), then the past ones.
      expect(Date.parse(list[0]!.film!.sessionDateTime)).toBeGreaterThan(Date.now());
      expect(list.slice(1).every((order) => Date.parse(order.film!.sessionDateTime) < Date.now())).toBe(true);
      expect(list[1]).toMatchObject({ totalValue: 28.3, film: { filmId: TEST_FILMS.favoriteA, title: "Premier film" } });
    }
  });

  it("honours maxResults; 400 when it is not a number from 1 to 100; 401 without a token", async () => {
    const one = await sandbox.call("GET", "/Member/v3/OrderHistory?maxResults=1", { token });
    expect(one.body.orders).toHaveLength(1);
    for (const value of ["abc", "0", "101", "1.5"])
      expectFailure(await sandbox.call("GET", `/Member/v3/OrderHistory?maxResults=${value}`, { token }), 1, 400);
    expectFailure(await sandbox.call("GET", "/Member/v2/OrderHistory"), 2, 401);
  });
});

describe("GET /Member/v3/TransactionHistory and /Member/v2/TransactionHistory", () => {
  it("answers the points movements, which add up to the balance", async () => {
    for (const path of ["/Member/v3/TransactionHistory", "/Member/v2/TransactionHistory"]) {
      const result = await sandbox.call("GET", path, { token });
      expectSuccess(result, transactions);
      const list = transactions.transactions.parse(result.body.transactions);
      expect(list.reduce((sum, row) => sum + row.amount, 0)).toBe(1250);
    }
    const two = await sandbox.call("GET", "/Member/v2/TransactionHistory?maxResults=2", { token });
    expect(two.body.transactions).toHaveLength(2);
    expectFailure(await sandbox.call("GET", "/Member/v3/TransactionHistory?maxResults=-3", { token }), 1, 400);
    expectFailure(await sandbox.call("GET", "/Member/v3/TransactionHistory"), 2, 401);
  });
});
