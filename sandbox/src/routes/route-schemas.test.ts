import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type CallOptions, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let marie: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  marie = (await sandbox.login()).token;
});
afterAll(() => sandbox.close());

const invalid = (clientErrorMessage: string) => ({ status: 400, body: { peachCode: 1, statusCode: 400, clientErrorMessage } });
const INVALID_SESSION = {
  status: 401,
  body: { peachCode: 2, statusCode: 401, clientErrorMessage: "The session token is missing, invalid or expired." },
};

async function answer(method: string, path: string, options: CallOptions = {}) {
  const { status, body } = await sandbox.call(method, path, options);
  return { status, body };
}

// The routes declare their schemas to Fastify (http/loyalty-route.ts); these pin what a refused input answers.
describe("declared route schemas", () => {
  it("refuse a hostile body with a 400 naming the first offending field", async () => {
    expect(await answer("POST", "/Member/v3/AddCard", { token: marie, body: { cardCode: "abc" } })).toEqual(
      invalid("Invalid cardCode: expected 6 to 24 uppercase letters or digits"),
    );
    const cinemas = { favoriteCinemas: [{ boxofficeCinemaId: { $ne: 1 }, subscribeToNewsletter: true }] };
    expect(await answer("POST", "/Member/v3/AddFavoriteCinema", { token: marie, body: cinemas })).toEqual(
      invalid("Invalid favoriteCinemas.0.boxofficeCinemaId: Invalid input"),
    );
    expect(await answer("POST", "/Member/v3/Login", { rawBody: "[]" })).toEqual(
      invalid("Invalid body: Invalid input: expected object, received array"),
    );
  });

  it("refuse a bad query, and the sandbox tools' bad input, the same way", async () => {
    expect(await answer("GET", "/Member/v3/OrderHistory?maxResults=0", { token: marie })).toEqual(
      invalid("Invalid maxResults: Too small: expected number to be >=1"),
    );
    expect(await answer("POST", "/sandbox/answer-modes", { body: { other: 1 } })).toEqual(
      invalid('Invalid body: Unrecognized key: "other"'),
    );
    expect(await answer("GET", "/sandbox/members/nope")).toEqual(invalid("Invalid email: expected an email address"));
  });

  it("come after authentication: no or a dead session with a bad body is refused for the session", async () => {
    const badBody = { body: { cardCode: "abc" } };
    expect(await answer("POST", "/Member/v3/AddCard", badBody)).toEqual(INVALID_SESSION);
    expect(await answer("POST", "/Member/v3/AddCard", { ...badBody, token: "x".repeat(43) })).toEqual(INVALID_SESSION);
    expect(await answer("GET", "/Member/v3/OrderHistory?maxResults=0")).toEqual(INVALID_SESSION);
  });

  it("come after a handler's own earlier checks: the path's cinema, the member's state", async () => {
    expect(await answer("POST", "/Member/AddMembership/9999", { body: {} })).toEqual({
      status: 404,
      body: { peachCode: 3, statusCode: 404, clientErrorMessage: "Unknown cinema." },
    });
    const expired = (await sandbox.login("paul.martin@example.fr")).token;
    expect(await answer("POST", "/Member/v3/OrderLoyaltyItem", { token: expired, body: { quantity: 99 } })).toEqual({
      status: 403,
      body: { peachCode: 46, statusCode: 403, clientErrorMessage: "Your account has expired." },
    });
  });

  it("hand the handler the parsed input (defaults and transforms applied)", async () => {
    const reserved = await sandbox.call("POST", "/Member/v3/OrderLoyaltyItem", { token: marie, body: { itemId: "RW-BOISSON" } });
    expect(reserved.status, reserved.text).toBe(200);
    expect(reserved.body.quantity).toBe(1);
  });
});
