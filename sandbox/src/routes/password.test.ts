import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { DEMO_PASSWORD } from "../seed";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const mailShape = z.object({
  messages: z.array(
    z.object({ to: z.string(), kind: z.string(), subject: z.string(), body: z.string(), data: z.record(z.string(), z.string()) }),
  ),
});
const lastMail = async (to: string) =>
  mailShape.parse((await sandbox.call("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`)).body).messages[0];
const requestCode = (email: string, version: 1 | 3 = 3, link = "/connexion/?reset=1") =>
  sandbox.call(
    "GET",
    `/Member/${version === 3 ? "v3/" : ""}GetResetPasswordCode?emailAddress=${encodeURIComponent(email)}&rootUrl=${encodeURIComponent("http://localhost:8000")}&resetPasswordLink=${encodeURIComponent(link)}`,
  );
const resetCodeFor = async (email: string, version: 1 | 3 = 3): Promise<{ resetCode: string; uid: string; link: string }> => {
  expectSuccess(await requestCode(email, version));
  const data = (await lastMail(email))?.data;
  return { resetCode: data?.resetCode ?? "", uid: data?.uid ?? "", link: data?.link ?? "" };
};
const login = (email: string, password: string) => sandbox.call("POST", "/Member/v3/Login", { body: { email, password } });

describe("GET /Member/UsernameReminder/{circuit}/{email}", () => {
  it("mails the username to a member", async () => {
    expectSuccess(await sandbox.call("GET", "/Member/UsernameReminder/77/paul.martin%40example.fr"));
    const mail = await lastMail("paul.martin@example.fr");
    expect(mail).toMatchObject({ kind: "username-reminder", data: { username: "paul.martin@example.fr" } });
  });

  it("answers 29 for an email of no member, 404 for another circuit, 400 for a path that is no email", async () => {
    expectFailure(
      await sandbox.call("GET", "/Member/UsernameReminder/77/ghost%40example.fr"),
      PeachCode.EMAIL_NOT_ASSOCIATED,
      404,
    );
    expectFailure(await sandbox.call("GET", "/Member/UsernameReminder/78/paul.martin%40example.fr"), 3, 404);
    expectFailure(await sandbox.call("GET", "/Member/UsernameReminder/77/not-an-email"), 1, 400);
  });
});

describe("GET /Member/v3/GetResetPasswordCode and /Member/GetResetPasswordCode", () => {
  it("mails a link on rootUrl carrying resetCode and email", async () => {
    const { resetCode, link } = await resetCodeFor("marie.dupont@example.fr");
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("http://localhost:8000/connexion/");
    expect(url.searchParams.get("resetCode")).toBe(resetCode);
    expect(url.searchParams.get("email")).toBe("marie.dupont@example.fr");
    expect(url.searchParams.get("reset")).toBe("1");
    expectSuccess(await requestCode("marie.dupont@example.fr", 1));
  });

  it("answers 29 for an unknown email and 400 for a link off rootUrl or a missing rootUrl", async () => {
    expectFailure(await requestCode("ghost@example.fr"), PeachCode.EMAIL_NOT_ASSOCIATED, 404);
    expectFailure(await requestCode("ghost@example.fr", 1), PeachCode.EMAIL_NOT_ASSOCIATED, 404);
    expectFailure(await requestCode("marie.dupont@example.fr", 3, "https://evil.example/"), 1, 400);
    expectFailure(await sandbox.call("GET", "/Member/v3/GetResetPasswordCode?emailAddress=marie.dupont%40example.fr"), 1, 400);
  });
});

describe("GET /Member/ValidatePasswordResetCode", () => {
  it("answers the membershipId of a live code, by resetCode or by uid and token", async () => {
    const { resetCode, uid } = await resetCodeFor("marie.dupont@example.fr", 1);
    const shape = { membershipId: z.literal("10000001"), email: z.literal("marie.dupont@example.fr") };
    expectSuccess(await sandbox.call("GET", `/Member/ValidatePasswordResetCode?resetCode=${resetCode}`), shape);
    expectSuccess(await sandbox.call("GET", `/Member/ValidatePasswordResetCode?uid=${uid}&token=${resetCode}`), shape);
    expectFailure(
      await sandbox.call("GET", `/Member/ValidatePasswordResetCode?uid=10000002&token=${resetCode}`),
      PeachCode.INVALID_RESET_CODE,
      400,
    );
  });

  it("answers 57 for an unknown code and 400 without one", async () => {
    expectFailure(
      await sandbox.call("GET", "/Member/ValidatePasswordResetCode?resetCode=nope"),
      PeachCode.INVALID_RESET_CODE,
      400,
    );
    expectFailure(await sandbox.call("GET", "/Member/ValidatePasswordResetCode"), 1, 400);
  });
});

describe("POST /Member/v3/ResetPassword and /Member/ResetPassword", () => {
  it("sets the new password, ends the member's sessions and spends the code", async () => {
    const session = await sandbox.login("paul.martin@example.fr");
    const { resetCode } = await resetCodeFor("paul.martin@example.fr");
    const body = { password: "Nouveau-2026!", resetCode, membershipId: "" };
    expectSuccess(await sandbox.call("POST", "/Member/v3/ResetPassword", { body }));
    expect((await login("paul.martin@example.fr", "Nouveau-2026!")).status).toBe(200);
    expectFailure(await login("paul.martin@example.fr", DEMO_PASSWORD), PeachCode.INCORRECT_PASSWORD_V3, 401);
    expectFailure(await sandbox.call("GET", "/Member/ValidateToken", { token: session.token }), 2, 401);
    expectFailure(await sandbox.call("POST", "/Member/v3/ResetPassword", { body }), PeachCode.INVALID_RESET_CODE, 400);
  });

  it("lets a member who must change the password (1015) log in again", async () => {
    const { resetCode, uid } = await resetCodeFor("chloe.robert@example.fr", 1);
    const body = { password: "Chloe-2026!", resetCode, membershipId: uid };
    expectSuccess(await sandbox.call("POST", "/Member/ResetPassword", { body }));
    expect((await login("chloe.robert@example.fr", "Chloe-2026!")).status).toBe(200);
  });

  it("answers 57 for a wrong code or another member's membershipId, 84 for a weak password, 400 for bad input", async () => {
    const { resetCode } = await resetCodeFor("marie.dupont@example.fr");
    const reset = (body: object, path = "/Member/v3/ResetPassword") => sandbox.call("POST", path, { body });
    expectFailure(await reset({ password: "Valide-2026!", resetCode: "wrong" }), PeachCode.INVALID_RESET_CODE, 400);
    expectFailure(
      await reset({ password: "Valide-2026!", resetCode, membershipId: "10000002" }, "/Member/ResetPassword"),
      PeachCode.INVALID_RESET_CODE,
      400,
    );
    expectFailure(await reset({ password: "faible", resetCode }), PeachCode.PASSWORD_COMPLEXITY, 400);
    expectFailure(await reset({ password: "Valide-2026!" }), 1, 400);
    expect((await reset({ password: "Valide-2026!", resetCode })).status).toBe(200);
  });

  it("lets reset codes expire after an hour", async () => {
    const { resetCode } = await resetCodeFor("marie.dupont@example.fr");
    sandbox.advance(61 * 60_000);
    expectFailure(
      await sandbox.call("GET", `/Member/ValidatePasswordResetCode?resetCode=${resetCode}`),
      PeachCode.INVALID_RESET_CODE,
      400,
    );
  });
});
