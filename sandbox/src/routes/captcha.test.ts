import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../config/env";
import { startTestSandbox, type CallResult, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "off" } });
});

const refusedForCaptcha = (result: CallResult) =>
  result.status === 400 && result.body.clientErrorMessage === "Captcha verification failed";

const reminder = (captcha?: string) =>
  sandbox.call("GET", "/Member/UsernameReminder/77/marie.dupont%40example.fr", captcha === undefined ? {} : { captcha });

describe("captcha tokens (SANDBOX_CAPTCHA, POST /sandbox/answer-modes)", () => {
  it("are not asked for by default", async () => {
    expect(readEnv({}).captcha).toBe("off");
    expect((await reminder()).status).toBe(200);
  });

  it("when required: a token for the call's action works once; none, another action's or a used one is refused", async () => {
    const set = await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "required" } });
    expect(set.body).toMatchObject({ captcha: "required" });

    for (const refused of [await reminder(), await reminder("signup.abc"), await reminder("username_reminder.")]) {
      expect(refused.body).toMatchObject({ peachCode: 1, clientErrorMessage: "Captcha verification failed" });
      expect(refused.status).toBe(400);
    }
    expect((await reminder("username_reminder.first")).status).toBe(200);
    expect(refusedForCaptcha(await reminder("username_reminder.first"))).toBe(true);
    expect((await reminder("username_reminder.second")).status).toBe(200);
  });

  it("when required, calls that are not protected need none", async () => {
    await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "required" } });
    expect((await sandbox.login()).token).toEqual(expect.any(String));
  });

  it("sign-up, activation and the reset calls are checked too", async () => {
    await sandbox.call("POST", "/sandbox/answer-modes", { body: { captcha: "required" } });
    const create = (captcha?: string) =>
      sandbox.call("POST", "/Member/v3/Create", {
        body: { email: "captcha@example.fr", password: "Bienvenue-2026!", firstName: "Anne", lastName: "Roux" },
        ...(captcha === undefined ? {} : { captcha }),
      });
    expect(refusedForCaptcha(await create())).toBe(true);
    expect((await create("signup.1")).status).toBe(200);
    const resetCode = (captcha?: string) =>
      sandbox.call(
        "GET",
        "/Member/v3/GetResetPasswordCode?emailAddress=captcha%40example.fr&rootUrl=http%3A%2F%2Flocalhost",
        captcha === undefined ? {} : { captcha },
      );
    expect(refusedForCaptcha(await resetCode("signup.2"))).toBe(true);
    expect((await resetCode("reset_password.1")).status).toBe(200);
    const activation = await sandbox.call("POST", "/Member/v3/SendMemberActivationCode", {
      body: { emailAddress: "captcha@example.fr" },
    });
    expect(refusedForCaptcha(activation)).toBe(true);
  });
});
