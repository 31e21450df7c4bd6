import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let token: string;
let expired: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.login()).token;
  expired = (await sandbox.login("paul.martin@example.fr")).token;
});
afterAll(() => sandbox.close());

const balances = z.array(z.strictObject({ type: z.string(), amount: z.number() }));
const points = async () =>
  (
    (await sandbox.call("GET", "/Member/v3/GetMember", { token })).body.memberDetails as {
      balances: { type: string; amount: number }[];
    }
  ).balances.find((b) => b.type === "POINTS")?.amount;
const order = (body: object, withToken = token) =>
  sandbox.call("POST", "/Member/v3/OrderLoyaltyItem", { token: withToken, body });
const confirm = (body: object, withToken = token) =>
  sandbox.call("POST", "/Member/v3/ConfirmItemRedemption", { token: withToken, body });

describe("GET /Member/GetItemsAvailableToValidatedLoyaltyMember/{circuit}", () => {
  it("lists the rewards and whether the member can afford them", async () => {
    const result = await sandbox.call("GET", "/Member/GetItemsAvailableToValidatedLoyaltyMember/77", { token });
    const item = z.strictObject({
      itemId: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      pointsCost: z.number(),
      balanceType: z.literal("POINTS"),
      canAfford: z.boolean(),
    });
    expectSuccess(result, { items: z.array(item).min(1) });
    expect(result.body.items).toContainEqual(expect.objectContaining({ itemId: "RW-AVP", canAfford: false }));
    expect(result.body.items).toContainEqual(expect.objectContaining({ itemId: "RW-POPCORN", canAfford: true }));
  });

  it("answers 46 for an expired member, 404 for another circuit, 401 without a token", async () => {
    expectFailure(
      await sandbox.call("GET", "/Member/GetItemsAvailableToValidatedLoyaltyMember/77", { token: expired }),
      PeachCode.ACCOUNT_EXPIRED,
      403,
    );
    expectFailure(await sandbox.call("GET", "/Member/GetItemsAvailableToValidatedLoyaltyMember/78", { token }), 3, 404);
    expectFailure(await sandbox.call("GET", "/Member/GetItemsAvailableToValidatedLoyaltyMember/77"), 2, 401);
  });
});

describe("GET /Member/v3/RewardsListing", () => {
  it("lists rewards with their cost and the member's balances", async () => {
    const reward = z.strictObject({
      itemId: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      cost: z.strictObject({ balanceType: z.literal("POINTS"), amount: z.number() }),
      canRedeem: z.boolean(),
    });
    expectSuccess(await sandbox.call("GET", "/Member/v3/RewardsListing", { token }), {
      balances,
      rewards: z.array(reward).min(1),
    });
    expectFailure(await sandbox.call("GET", "/Member/v3/RewardsListing", { token: expired }), PeachCode.ACCOUNT_EXPIRED, 403);
  });
});

describe("POST /Member/v3/OrderLoyaltyItem then /Member/v3/ConfirmItemRedemption", () => {
  it("reserves then redeems a reward: points go down once, a voucher code comes back", async () => {
    const ordered = await order({ itemId: "RW-POPCORN", quantity: 1 });
    expectSuccess(ordered, {
      redemptionId: z.string(),
      itemId: z.literal("RW-POPCORN"),
      quantity: z.literal(1),
      pointsCost: z.literal(250),
      expiresAt: z.iso.datetime(),
    });
    expect(await points()).toBe(1250);
    const confirmed = await confirm({ redemptionId: ordered.body.redemptionId });
    expectSuccess(confirmed, { redemptionId: z.string(), voucherCode: z.string().min(4), balances });
    expect(await points()).toBe(1000);
    const again = await confirm({ redemptionId: ordered.body.redemptionId });
    expect(again.body.voucherCode).toBe(confirmed.body.voucherCode);
    expect(await points()).toBe(1000);
    // The member finds her code again in her points history, on the redemption's one transaction.
    const history = await sandbox.call("GET", "/Member/v3/TransactionHistory", { token });
    const redeemed = (history.body.transactions as { type: string; amount: number; voucherCode: string | null }[]).filter(
      (transaction) => transaction.type === "REDEEM",
    );
    expect(redeemed).toEqual([expect.objectContaining({ amount: -250, voucherCode: confirmed.body.voucherCode })]);
  });

  it("answers 4 when the balance is too low, 404 for an unknown item, 400 for bad input", async () => {
    expectFailure(await order({ itemId: "RW-AVP" }), PeachCode.INSUFFICIENT_BALANCE, 409);
    expectFailure(await order({ itemId: "RW-NOPE" }), 3, 404);
    expectFailure(await order({ itemId: "RW-POPCORN", quantity: 0 }), 1, 400);
    expectFailure(await order({}), 1, 400);
  });

  it("answers 46 for an expired member on both calls", async () => {
    expectFailure(await order({ itemId: "RW-BOISSON" }, expired), PeachCode.ACCOUNT_EXPIRED, 403);
    expectFailure(await confirm({ redemptionId: "R1" }, expired), PeachCode.ACCOUNT_EXPIRED, 403);
  });

  it("answers 404 for an unknown or expired redemption", async () => {
    expectFailure(await confirm({ redemptionId: "RNOPE" }), 3, 404);
    const ordered = await order({ itemId: "RW-BOISSON" });
    sandbox.advance(16 * 60_000);
    expectFailure(await confirm({ redemptionId: ordered.body.redemptionId }), 3, 404);
    expectFailure(await confirm({}), 1, 400);
  });
});
