import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { DEMO_GIFT_CARD, INVALID_GIFT_CARD } from "../seed-catalogue";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe("POST /GiftCard/CheckGiftCardBalance", () => {
  it("answers the balance of a valid gift card", async () => {
    const result = await sandbox.call("POST", "/GiftCard/CheckGiftCardBalance", { body: { cardNumber: DEMO_GIFT_CARD } });
    expectSuccess(result, {
      cardNumber: z.literal(DEMO_GIFT_CARD),
      balance: z.literal(45),
      currency: z.literal("EUR"),
      expiryDate: z.iso.datetime(),
    });
  });

  it("answers 51 for a cancelled or unknown card, 400 without a card number", async () => {
    for (const cardNumber of [INVALID_GIFT_CARD, "0000", "<script>"])
      expectFailure(
        await sandbox.call("POST", "/GiftCard/CheckGiftCardBalance", { body: { cardNumber } }),
        PeachCode.INVALID_GIFT_CARD,
        404,
      );
    expectFailure(
      await sandbox.call("POST", "/GiftCard/CheckGiftCardBalance", { body: { cardNumber: 5012340000001234 } }),
      1,
      400,
    );
  });
});

describe("GET /Concession/GetAllEVoucherConcessions/{cinema}", () => {
  it("lists the e-vouchers of the cinema", async () => {
    const concession = z.strictObject({
      id: z.string(),
      description: z.string(),
      price: z.number(),
      currency: z.literal("EUR"),
      validityDays: z.number(),
      isEVoucher: z.literal(true),
    });
    expectSuccess(await sandbox.call("GET", "/Concession/GetAllEVoucherConcessions/1042"), {
      concessions: z.array(concession).min(1),
    });
    expectFailure(await sandbox.call("GET", "/Concession/GetAllEVoucherConcessions/1"), 3, 404);
    expectFailure(await sandbox.call("GET", "/Concession/GetAllEVoucherConcessions/abc"), 1, 400);
  });
});

describe("POST /Member/GetPaymentProviderPortalSession", () => {
  it("answers the URL of the payment provider's portal", async () => {
    const { token } = await sandbox.login();
    const result = await sandbox.call("POST", "/Member/GetPaymentProviderPortalSession", {
      token,
      body: { returnUrl: "http://localhost:8000/mon-compte/" },
    });
    expectSuccess(result, { url: z.url() });
    const portal = await sandbox.call("GET", new URL(String(result.body.url)).pathname, {});
    expect(portal.status).toBe(200);
    expectFailure(
      await sandbox.call("POST", "/Member/GetPaymentProviderPortalSession", {
        token,
        body: { returnUrl: "javascript:alert(1)" },
      }),
      1,
      400,
    );
    expectFailure(
      await sandbox.call("POST", "/Member/GetPaymentProviderPortalSession", { body: { returnUrl: "http://localhost:8000/" } }),
      2,
      401,
    );
  });
});
