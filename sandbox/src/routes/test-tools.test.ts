import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

const MARIE = "/sandbox/members/marie.dupont%40example.fr";
const reminder = (captcha: string) => sandbox.call("GET", "/Member/UsernameReminder/77/marie.dupont%40example.fr", { captcha });

let sandbox: TestSandbox;
let plain: TestSandbox;
beforeAll(async () => {
  [sandbox, plain] = await Promise.all([startTestSandbox({ testTools: true }), startTestSandbox()]);
});
afterAll(() => Promise.all([sandbox.close(), plain.close()]));

describe("POST /sandbox/test/reset (test sandboxes only)", () => {
  it("brings back the demo data as seeded, the answer modes of the start and no captcha token spent", async () => {
    await sandbox.call("POST", `${MARIE}/must-change-password`);
    await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "required", refresh: "status-only" } });
    expect((await reminder("username_reminder.once")).status).toBe(200);

    const reset = await sandbox.call("POST", "/sandbox/test/reset");
    expect(reset.body).toEqual({ provider: "CGR", circuitId: "77", members: 5 });
    expect((await sandbox.call("GET", MARIE)).body).toMatchObject({ status: "active", mustChangePassword: false });
    expect((await sandbox.call("GET", "/sandbox/answer-modes")).body).toEqual({ refresh: "envelope", captcha: "off" });
    await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "required" } });
    expect((await reminder("username_reminder.once")).status).toBe(200);
  });

  it("serves another provider when asked, and the sandbox's own at the next reset", async () => {
    await sandbox.call("POST", "/sandbox/test/reset", { body: { provider: "BOOST_POS" } });
    const health = await sandbox.call("GET", "/sandbox/health");
    expect(health.body).toMatchObject({ provider: "BOOST_POS", members: 5 });
    expect((await sandbox.call("POST", "/sandbox/test/reset")).body).toMatchObject({ provider: "CGR", circuitId: "77" });
    expect((await sandbox.call("POST", "/sandbox/test/reset", { body: { provider: "SOMEONE" } })).status).toBe(400);
  });

  it("is not served by a sandbox started without the test tools", async () => {
    expect((await plain.call("POST", "/sandbox/test/reset")).status).toBe(404);
  });
});
