import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEMO_PASSWORD } from "../seed";
import { memberDetailsShape } from "../test-support/shapes";
import { startTestSandbox, TEST_FILMS, type TestSandbox } from "../test-support/test-sandbox";
import { readMigrations } from "../db/migrate";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe("sandbox tools", () => {
  it("GET /sandbox/health reports the configuration", async () => {
    const result = await sandbox.call("GET", "/sandbox/health");
    expect(result.body).toEqual({
      status: "ok",
      provider: "CGR",
      circuitId: "77",
      cinemaId: "1042",
      clubId: "12",
      members: 5,
      // The newest numbered migration (sandbox/migrations).
      schemaVersion: Math.max(...readMigrations().map((migration) => migration.version)),
    });
  });

  it("GET /sandbox/outbox lists mail, newest first, optionally for one address", async () => {
    await sandbox.call("GET", "/Member/UsernameReminder/77/marie.dupont%40example.fr");
    await sandbox.call("GET", "/Member/UsernameReminder/77/paul.martin%40example.fr");
    const all = await sandbox.call("GET", "/sandbox/outbox");
    expect((all.body.messages as { to: string }[]).map((mail) => mail.to)).toEqual([
      "paul.martin@example.fr",
      "marie.dupont@example.fr",
    ]);
    const marie = await sandbox.call("GET", "/sandbox/outbox?to=MARIE.DUPONT%40example.fr");
    expect(marie.body.messages).toEqual([
      {
        id: expect.any(Number) as number,
        to: "marie.dupont@example.fr",
        kind: "username-reminder",
        subject: expect.any(String) as string,
        body: expect.stringContaining("marie.dupont@example.fr") as string,
        data: { username: "marie.dupont@example.fr" },
        createdAt: expect.any(String) as string,
      },
    ]);
    expect((await sandbox.call("GET", "/sandbox/outbox?to=nope")).status).toBe(400);
  });

  it("GET /sandbox/members/:email shows a member's state, never the password hash", async () => {
    const result = await sandbox.call("GET", "/sandbox/members/marie.dupont%40example.fr");
    const shape = z.strictObject({
      memberDetails: memberDetailsShape,
      status: z.literal("active"),
      mustChangePassword: z.literal(false),
      memberLevelId: z.literal(1),
      profile: z.record(z.string(), z.unknown()),
      favoriteFilmIds: z.array(z.number()),
      favoriteCinemas: z.array(z.strictObject({ boxofficeCinemaId: z.string(), subscribeToNewsletter: z.boolean() })),
      cards: z.array(z.strictObject({ cardNumber: z.string(), cardType: z.string(), status: z.string() })),
      liveSessions: z.array(
        z.strictObject({ version: z.union([z.literal(1), z.literal(3)]), createdAt: z.string(), expiresAt: z.string() }),
      ),
    });
    expect(shape.safeParse(result.body).error).toBeUndefined();
    expect(result.body).toMatchObject({
      favoriteFilmIds: [TEST_FILMS.favoriteA, TEST_FILMS.favoriteB],
      favoriteCinemas: [{ boxofficeCinemaId: "1042", subscribeToNewsletter: true }],
    });
    expect(result.text).not.toMatch(/scrypt|password_hash|passwordHash/);
    expect((await sandbox.call("GET", "/sandbox/members/ghost%40example.fr")).status).toBe(404);
    expect((await sandbox.call("GET", "/sandbox/members/not-an-email")).status).toBe(400);
  });

  it("GET /sandbox/members/:email lists the member's live sessions by version: login, refresh, logout by token", async () => {
    const path = "/sandbox/members/lea.bernard%40example.fr";
    const liveSessions = async () =>
      (await sandbox.call("GET", path)).body.liveSessions as { version: number; expiresAt: string }[];
    // Léa is not activated: activated here through the membership flow, as a version-1 site's sign-up does.
    const order = await sandbox.call("POST", "/Member/SetMemberToActivateOnComplete", {
      body: { emailAddress: "lea.bernard@example.fr" },
    });
    const userSessionId = order.body.userSessionId as string;
    const concessions = [{ code: "ADH-CLUB", memberLevelId: 1, cost: 0, quantity: 1, isLoyaltyMembershipActivation: true }];
    await sandbox.call("POST", "/Member/AddMembership/1042", {
      body: { userSessionId, cinemaId: "1042", emailAddress: "lea.bernard@example.fr", concessions },
    });
    expect((await sandbox.call("POST", "/Member/CompletePayment/", { body: { userSessionId, amount: 0 } })).status).toBe(200);
    expect(await liveSessions()).toEqual([]);

    const v1 = await sandbox.login("lea.bernard@example.fr", 1);
    const [first] = await liveSessions();
    expect(first).toMatchObject({ version: 1 });
    // A version-1 session lives 15 minutes.
    expect(Date.parse(first!.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(first!.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const refreshed = await sandbox.call("GET", "/Member/RefreshLogin", { refreshToken: v1.refreshToken });
    const { boxofficeSessionToken } = refreshed.body.sessionManagementTokens as { boxofficeSessionToken: string };
    expect((await liveSessions()).map((session) => session.version)).toEqual([1]);
    await sandbox.login("lea.bernard@example.fr", 3);
    expect((await liveSessions()).map((session) => session.version)).toEqual([1, 3]);

    await sandbox.call("POST", "/Member/LogoutByToken", { body: { token: boxofficeSessionToken } });
    expect((await liveSessions()).map((session) => session.version)).toEqual([3]);
    expect((await sandbox.call("GET", path)).text).not.toContain(boxofficeSessionToken);
  });

  it("POST /sandbox/members/:email/balance sets one balance of a member", async () => {
    const path = "/sandbox/members/paul.martin%40example.fr/balance";
    const result = await sandbox.call("POST", path, { body: { type: "POINTS", amount: 900 } });
    expect(result.status).toBe(200);
    expect(result.body.balances).toContainEqual({ type: "POINTS", amount: 900 });
    const member = await sandbox.call("GET", "/sandbox/members/paul.martin%40example.fr");
    expect((member.body.memberDetails as { balances: unknown[] }).balances).toContainEqual({ type: "POINTS", amount: 900 });
    expect((await sandbox.call("POST", path, { body: { type: "POINTS", amount: -1 } })).status).toBe(400);
    expect(
      (await sandbox.call("POST", "/sandbox/members/ghost%40example.fr/balance", { body: { type: "POINTS", amount: 1 } })).status,
    ).toBe(404);
  });

  it("POST /sandbox/members/:email/must-change-password makes the next log-in answer 1015", async () => {
    const path = "/sandbox/members/paul.martin%40example.fr/must-change-password";
    expect((await sandbox.call("POST", path)).body).toEqual({ mustChangePassword: true });
    expect((await sandbox.call("GET", "/sandbox/members/paul.martin%40example.fr")).body.mustChangePassword).toBe(true);
    const login = await sandbox.call("POST", "/Member/v3/Login", {
      body: { email: "paul.martin@example.fr", password: DEMO_PASSWORD },
    });
    expect(login.body.peachCode).toBe(1015);
    expect((await sandbox.call("POST", "/sandbox/members/ghost%40example.fr/must-change-password")).status).toBe(404);
  });
});
