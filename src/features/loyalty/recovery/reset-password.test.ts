import type { LoyaltyProvider } from "../../../domain/site-values";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PEACH_SUCCESS } from "../../../lib/loyalty-api";
import { callLoyalty } from "../core/api/loyalty-client";
import { startTestLoyalty, type TestLoyalty } from "../core/test-support/test-loyalty-backend";
import { requestResetCode } from "../core/api/member-api";
import { checkResetLink, resetPassword } from "../core/api/member-api";

const MEMBER = "marie.dupont@example.fr";
const NEW_PASSWORD = "Nouveau-2026!";

let backend: TestLoyalty;
/** The proxy and the sandbox of a site of this provider, for the tests of one describe block. */
function withBackend(provider: LoyaltyProvider) {
  beforeAll(async () => {
    backend = await startTestLoyalty({ provider });
  });
  afterAll(() => backend.stop());
  afterEach(() => backend.reset());
}

/** A live reset code for Marie, read from the sandbox's outbox as the member would from the mail. */
async function mailedResetCode(version: 1 | 3): Promise<{ resetCode: string; uid: string }> {
  expect((await requestResetCode(MEMBER, "http://localhost", version)).kind).toBe("ok");
  const { messages } = await backend.sandboxGet<{ messages: { kind: string; data: { resetCode: string; uid: string } }[] }>(
    `/sandbox/outbox?to=${encodeURIComponent(MEMBER)}`,
  );
  const mail = messages.find((message) => message.kind === "reset-code");
  if (!mail) throw new Error("no reset mail");
  backend.reset();
  return mail.data;
}

const noLink = { uid: null, token: null };

describe("resetPassword on a version-1 site (SPEC §4: validate the code, then post)", () => {
  withBackend("NONE");
  it("validates the code, then posts the new password, which then logs in", async () => {
    const { resetCode } = await mailedResetCode(1);
    const outcome = await resetPassword({ resetCode, ...noLink }, NEW_PASSWORD, 1);
    expect(outcome.kind).toBe("ok");
    expect(backend.calls).toEqual(["ValidatePasswordResetCode", "ResetPassword"]);
    const login = await callLoyalty("login", { body: { email: MEMBER, password: NEW_PASSWORD } });
    expect(login).toMatchObject({ kind: "answer", data: { peachCode: PEACH_SUCCESS } });
  });

  it("checks a link before the password: a live code is usable, a used one invalid (57)", async () => {
    const { resetCode } = await mailedResetCode(1);
    expect(await checkResetLink({ resetCode, ...noLink }, 1)).toEqual({ kind: "usable" });
    expect((await resetPassword({ resetCode, ...noLink }, NEW_PASSWORD, 1)).kind).toBe("ok");
    expect(await checkResetLink({ resetCode, ...noLink }, 1)).toMatchObject({ kind: "invalid", failure: { peachCode: 57 } });
  });

  it("does not post when the code is refused (57): the validation alone answers", async () => {
    const outcome = await resetPassword({ resetCode: "not-a-code", ...noLink }, NEW_PASSWORD, 1);
    expect(outcome).toMatchObject({ kind: "refused", peachCode: 57 });
    expect(backend.calls).toEqual(["ValidatePasswordResetCode"]);
  });

  it.each([
    ["statusCode 200 with peachCode 57", { peachCode: 57, statusCode: 200 }],
    ["peachCode 0 with a statusCode other than 200", { peachCode: 0, statusCode: 202 }],
  ])("does not post after a validation answering %s", async (_, answer) => {
    const { resetCode } = await mailedResetCode(1);
    backend.override("ValidatePasswordResetCode", answer);
    const outcome = await resetPassword({ resetCode, ...noLink }, NEW_PASSWORD, 1);
    expect(outcome).toMatchObject({ kind: "refused", peachCode: 57 });
    expect(backend.calls).toEqual(["ValidatePasswordResetCode"]);
  });

  it("validates a uid and token link the same way", async () => {
    const { resetCode, uid } = await mailedResetCode(1);
    const outcome = await resetPassword({ resetCode: null, uid, token: resetCode }, NEW_PASSWORD, 1);
    expect(outcome.kind).toBe("ok");
    expect(backend.calls).toEqual(["ValidatePasswordResetCode", "ResetPassword"]);
  });
});

describe("resetPassword on a version-3 site", () => {
  withBackend("CGR");
  it("posts the password with the code directly, without a validation call", async () => {
    const { resetCode } = await mailedResetCode(3);
    const outcome = await resetPassword({ resetCode, ...noLink }, NEW_PASSWORD, 3);
    expect(outcome.kind).toBe("ok");
    expect(backend.calls).toEqual(["ResetPassword"]);
  });

  it("has nothing to ask before the password is typed: the link's check makes no call", async () => {
    const { resetCode } = await mailedResetCode(3);
    expect(await checkResetLink({ resetCode, ...noLink }, 3)).toEqual({ kind: "unknown" });
    expect(backend.calls).toEqual([]);
  });

  it("a used code is refused (57)", async () => {
    const { resetCode } = await mailedResetCode(3);
    expect((await resetPassword({ resetCode, ...noLink }, NEW_PASSWORD, 3)).kind).toBe("ok");
    expect(await resetPassword({ resetCode, ...noLink }, "Encore-2026!", 3)).toMatchObject({ kind: "refused", peachCode: 57 });
  });
});
