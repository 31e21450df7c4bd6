import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { DEMO_ORDER_IDS } from "../seed-history";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.login()).token;
});
afterAll(() => sandbox.close());

const cards = {
  cards: z.array(
    z.strictObject({
      cardNumber: z.string(),
      cardType: z.enum(["DEMATERIALIZED", "PHYSICAL"]),
      isPrimary: z.boolean(),
      status: z.enum(["ACTIVE", "LOST"]),
      addedAt: z.string().nullable(),
    }),
  ),
};
const numbers = (body: Record<string, unknown>) => (body.cards as { cardNumber: string }[]).map((card) => card.cardNumber);

describe("GET /Member/v3/GetCards", () => {
  it("answers the member's cards, the primary first", async () => {
    const result = await sandbox.call("GET", "/Member/v3/GetCards", { token });
    expectSuccess(result, cards);
    expect(result.body.cards).toMatchObject([{ cardNumber: "7712000000000001", isPrimary: true, cardType: "DEMATERIALIZED" }]);
    expectFailure(await sandbox.call("GET", "/Member/v3/GetCards"), 2, 401);
  });
});

describe("POST /Member/v3/AddCard", () => {
  it("attaches a spare physical card", async () => {
    const result = await sandbox.call("POST", "/Member/v3/AddCard", { token, body: { cardCode: "AUR0000101" } });
    expectSuccess(result, cards);
    expect(numbers(result.body)).toContain("AUR0000101");
  });

  it("answers 1020 for a card already attached (to this member or another)", async () => {
    for (const cardCode of ["AUR0000101", "7712000000000002"])
      expectFailure(
        await sandbox.call("POST", "/Member/v3/AddCard", { token, body: { cardCode } }),
        PeachCode.CARD_ALREADY_ACTIVE,
        409,
      );
  });

  it("answers 404 for an unknown card and 400 for a code not uppercased", async () => {
    expectFailure(await sandbox.call("POST", "/Member/v3/AddCard", { token, body: { cardCode: "ZZZ9999999" } }), 3, 404);
    expectFailure(await sandbox.call("POST", "/Member/v3/AddCard", { token, body: { cardCode: "aur0000102" } }), 1, 400);
  });
});

describe("POST /Member/v3/DeleteCard and /Member/DeleteCard", () => {
  it("removes a card of the member; 404 for a card that is not theirs", async () => {
    await sandbox.call("POST", "/Member/v3/AddCard", { token, body: { cardCode: "AUR0000102" } });
    const v3 = await sandbox.call("POST", "/Member/v3/DeleteCard", { token, body: { cardNumber: "AUR0000101" } });
    expectSuccess(v3, cards);
    expect(numbers(v3.body)).not.toContain("AUR0000101");
    const v1 = await sandbox.call("POST", "/Member/DeleteCard", { token, body: { cardNumber: "AUR0000102" } });
    expect(numbers(v1.body)).toEqual(["7712000000000001"]);
    expectFailure(await sandbox.call("POST", "/Member/DeleteCard", { token, body: { cardNumber: "7712000000000002" } }), 3, 404);
    expectFailure(await sandbox.call("POST", "/Member/v3/DeleteCard", { token, body: {} }), 1, 400);
  });
});

describe("GET /Member/v3/ReportLostCard", () => {
  it("marks the main card lost and issues a new one", async () => {
    const { token: own } = await sandbox.login("paul.martin@example.fr");
    const result = await sandbox.call("GET", "/Member/v3/ReportLostCard", { token: own });
    expectSuccess(result, { cardNumber: z.string().regex(/^7712\d{12}$/), ...cards });
    expect(result.body.cardNumber).not.toBe("7712000000000002");
    expect(result.body.cards).toContainEqual(expect.objectContaining({ cardNumber: "7712000000000002", status: "LOST" }));
    const member = await sandbox.call("GET", "/Member/v3/GetMember", { token: own });
    expect((member.body.memberDetails as { cardNumber: string }).cardNumber).toBe(result.body.cardNumber);
  });
});

describe("wallet passes (raw text)", () => {
  it("GET /GooglePayForPasses/CreateLoyaltyCard/{circuit}?cardNumber answers a save link", async () => {
    const result = await sandbox.call("GET", "/GooglePayForPasses/CreateLoyaltyCard/77?cardNumber=7712000000000001", { token });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain("text/plain");
    expect(result.text).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.$/);
  });

  it("answers 404 for another member's card or circuit, 400 without cardNumber", async () => {
    expectFailure(
      await sandbox.call("GET", "/GooglePayForPasses/CreateLoyaltyCard/77?cardNumber=7712000000000002", { token }),
      3,
      404,
    );
    expectFailure(
      await sandbox.call("GET", "/GooglePayForPasses/CreateLoyaltyCard/78?cardNumber=7712000000000001", { token }),
      3,
      404,
    );
    expectFailure(await sandbox.call("GET", "/GooglePayForPasses/CreateLoyaltyCard/77", { token }), 1, 400);
  });

  it("GET /GooglePayForPasses/GetETicket/{circuit}/{id} answers a save link for an order of the member", async () => {
    const result = await sandbox.call("GET", `/GooglePayForPasses/GetETicket/77/${DEMO_ORDER_IDS[0]}`, { token });
    expect(result.status).toBe(200);
    expect(result.text).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expectFailure(await sandbox.call("GET", "/GooglePayForPasses/GetETicket/77/NOPE", { token }), 3, 404);
    expectFailure(await sandbox.call("GET", `/GooglePayForPasses/GetETicket/77/${DEMO_ORDER_IDS[0]}`), 2, 401);
  });
});
