import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PEACH_SUCCESS } from "../../../src/lib/loyalty-api";
import { PeachCode } from "../domain/errors";
import { DEMO_PASSWORD } from "../seed";
import { expectFailure, expectSuccess, loginV1Shape, loginV3Shape, memberDetailsShape } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const login = (email: string, password = DEMO_PASSWORD, version: 1 | 3 = 3) =>
  sandbox.call("POST", version === 3 ? "/Member/v3/Login" : "/Member/Login", { body: { email, password } });
const validate = (token: string) => sandbox.call("GET", "/Member/ValidateToken", { token });
const tokensOf = (body: Record<string, unknown>) =>
  body.sessionManagementTokens as { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };

describe("POST /Member/v3/Login and /Member/Login", () => {
  it("logs in: memberDetails and session tokens, plus userSessionId and encryptedSessionId in version 1", async () => {
    const v3 = await login("marie.dupont@example.fr");
    expect(loginV3Shape.parse(v3.body).memberDetails).toMatchObject({
      email: "marie.dupont@example.fr",
      memberExpiry: "0001-01-01T00:00:00Z",
      cardNumber: "7712000000000001",
      balances: [
        { type: "POINTS", amount: 1250 },
        { type: "VISITS", amount: 14 },
      ],
      preferredCinemaId: "1042",
    });
    expect(loginV1Shape.safeParse((await login("marie.dupont@example.fr", DEMO_PASSWORD, 1)).body).success).toBe(true);
  });

  it("accepts the username instead of the email, in any case", async () => {
    const result = await sandbox.call("POST", "/Member/v3/Login", {
      body: { username: "MARIE.DUPONT@example.fr", password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(200);
  });

  it("answers 30 for an unknown email, 31 (v1) or 58 (v3) for a wrong password", async () => {
    expectFailure(await login("nobody@example.fr"), PeachCode.MEMBER_NOT_FOUND, 404);
    expectFailure(await login("nobody@example.fr", DEMO_PASSWORD, 1), PeachCode.MEMBER_NOT_FOUND, 404);
    expectFailure(await login("marie.dupont@example.fr", "Wrong-pass1!"), PeachCode.INCORRECT_PASSWORD_V3, 401);
    expectFailure(await login("marie.dupont@example.fr", "Wrong-pass1!", 1), PeachCode.INCORRECT_PASSWORD_V1, 401);
  });

  it("refuses members not activated (26), blocked (1019) or who must change their password (1015)", async () => {
    expectFailure(await login("lea.bernard@example.fr"), PeachCode.NOT_ACTIVATED, 403);
    expectFailure(await login("hugo.petit@example.fr"), PeachCode.BLOCKED, 403);
    expectFailure(await login("chloe.robert@example.fr", DEMO_PASSWORD, 1), PeachCode.MUST_CHANGE_PASSWORD, 403);
  });

  it("logs in an expired member, with memberExpiry in the past", async () => {
    const result = await login("paul.martin@example.fr");
    const expiry = loginV3Shape.parse(result.body).memberDetails.memberExpiry;
    expect(Date.parse(expiry)).toBeLessThan(Date.now());
  });

  it("answers 400 without a password", async () => {
    expectFailure(await sandbox.call("POST", "/Member/v3/Login", { body: { email: "marie.dupont@example.fr" } }), 1, 400);
  });
});

describe("POST /Member/LoginByToken (version 1)", () => {
  it("opens a version-1 session from a live token", async () => {
    const { token } = await sandbox.login();
    const result = await sandbox.call("POST", "/Member/LoginByToken", { body: { token, isTokenLogin: true } });
    expect(loginV1Shape.safeParse(result.body).success).toBe(true);
  });

  it("answers 401 for a dead token and 400 without the flag", async () => {
    expectFailure(await sandbox.call("POST", "/Member/LoginByToken", { body: { token: "nope", isTokenLogin: true } }), 2, 401);
    const { token } = await sandbox.login();
    expectFailure(await sandbox.call("POST", "/Member/LoginByToken", { body: { token } }), 1, 400);
  });
});

describe("GET /Member/v3/RefreshLogin and /Member/RefreshLogin", () => {
  const refreshShape = (statusCode: 0 | 200) =>
    z.strictObject({
      peachCode: z.literal(PEACH_SUCCESS),
      statusCode: z.literal(statusCode),
      clientErrorMessage: z.literal(""),
      memberDetails: memberDetailsShape,
      sessionManagementTokens: z.object({ boxofficeSessionToken: z.string(), boxofficeRefreshSessionToken: z.string() }),
    });

  it("rotates both tokens (v3 statusCode 200): the old ones stop working", async () => {
    const old = await sandbox.login();
    const result = await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: old.refreshToken });
    const next = tokensOf(refreshShape(200).parse(result.body));
    expect(next.boxofficeSessionToken).not.toBe(old.token);
    expect(next.boxofficeRefreshSessionToken).not.toBe(old.refreshToken);
    expectFailure(await validate(old.token), 2, 401);
    expectFailure(await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: old.refreshToken }), 2, 401);
    expect((await validate(next.boxofficeSessionToken)).status).toBe(200);
  });

  it("answers statusCode 0 in version 1", async () => {
    const old = await sandbox.login("marie.dupont@example.fr", 1);
    const result = await sandbox.call("GET", "/Member/RefreshLogin", { refreshToken: old.refreshToken });
    expect(refreshShape(0).safeParse(result.body).success).toBe(true);
  });

  it("in the status-only mode answers exactly the fields of SPEC §7, without peachCode", async () => {
    const setMode = (refresh: string) => sandbox.call("POST", "/sandbox/answer-modes", { body: { refresh } });
    expect((await setMode("status-only")).body).toEqual({ refresh: "status-only", captcha: "off" });
    try {
      const bare = (statusCode: 0 | 200) => refreshShape(statusCode).omit({ peachCode: true, clientErrorMessage: true });
      const v3 = await sandbox.login();
      const result = await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: v3.refreshToken });
      expect(result.status).toBe(200);
      expect(bare(200).safeParse(result.body).success).toBe(true);
      const v1 = await sandbox.login("marie.dupont@example.fr", 1);
      expect(
        bare(0).safeParse((await sandbox.call("GET", "/Member/RefreshLogin", { refreshToken: v1.refreshToken })).body).success,
      ).toBe(true);
      // Failures keep their envelope.
      expectFailure(await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: v3.refreshToken }), 2, 401);
    } finally {
      await setMode("envelope");
    }
    expect((await setMode("nonsense")).status).toBe(400);
  });

  it("answers 401 without a refresh token, or with a session token instead", async () => {
    expectFailure(await sandbox.call("GET", "/Member/v3/RefreshLogin"), 2, 401);
    const { token } = await sandbox.login();
    expectFailure(await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: token }), 2, 401);
  });
});

describe("logout and token validity", () => {
  it("GET /Member/ValidateToken answers memberId and expiresAt, 401 without a live token", async () => {
    const { token } = await sandbox.login();
    expectSuccess(await validate(token), { memberId: z.literal("10000001"), expiresAt: z.iso.datetime() });
    expectFailure(await sandbox.call("GET", "/Member/ValidateToken"), 2, 401);
    expectFailure(await validate("forged"), 2, 401);
  });

  it("POST /Member/v3/Logout and /Member/Logout end the session", async () => {
    const v3 = await sandbox.login();
    const body = { cancelAssociatedOrder: true, userSessionId: v3.refreshToken };
    expectSuccess(await sandbox.call("POST", "/Member/v3/Logout", { token: v3.token, body }));
    expectFailure(await validate(v3.token), 2, 401);
    expectFailure(await sandbox.call("POST", "/Member/v3/Logout", { token: v3.token, body }), 2, 401);
    const v1 = await sandbox.login("marie.dupont@example.fr", 1);
    expectSuccess(await sandbox.call("POST", "/Member/Logout", { token: v1.token, body: {} }));
    expectFailure(await validate(v1.token), 2, 401);
  });

  it("POST /Member/LogoutByToken ends the named session and is idempotent", async () => {
    const { token } = await sandbox.login("marie.dupont@example.fr", 1);
    expectSuccess(await sandbox.call("POST", "/Member/LogoutByToken", { body: { token } }));
    expectFailure(await validate(token), 2, 401);
    expectSuccess(await sandbox.call("POST", "/Member/LogoutByToken", { body: { token } }));
    expectFailure(await sandbox.call("POST", "/Member/LogoutByToken", { body: {} }), 1, 400);
  });
});

describe("session lifetimes", () => {
  it("ends v1 sessions after 15 minutes, v3 sessions after 24 hours, refresh tokens after 30 days", async () => {
    const v1 = await sandbox.login("marie.dupont@example.fr", 1);
    const v3 = await sandbox.login();
    const spare = await sandbox.login();
    sandbox.advance(16 * MINUTE);
    expectFailure(await validate(v1.token), 2, 401);
    expect((await validate(v3.token)).status).toBe(200);
    sandbox.advance(24 * HOUR);
    expectFailure(await validate(v3.token), 2, 401);
    expect((await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: v3.refreshToken })).status).toBe(200);
    sandbox.advance(30 * 24 * HOUR);
    expectFailure(await sandbox.call("GET", "/Member/v3/RefreshLogin", { refreshToken: spare.refreshToken }), 2, 401);
  });
});
