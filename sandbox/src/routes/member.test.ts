import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { DEMO_PASSWORD } from "../seed";
import { expectFailure, expectSuccess, loginV1Shape, memberDetailsShape } from "../test-support/shapes";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe("GET /Member/v3/GetMember, /Member/GetMember, /Member/GetValidatedMember/{circuit}", () => {
  it("answers the member of the session token", async () => {
    const { token } = await sandbox.login();
    for (const path of ["/Member/v3/GetMember", "/Member/GetMember", "/Member/GetValidatedMember/77"]) {
      const result = await sandbox.call("GET", path, { token });
      expectSuccess(result, { memberDetails: memberDetailsShape });
      expect((result.body.memberDetails as { email: string }).email).toBe("marie.dupont@example.fr");
    }
  });

  it("finds a version-1 session by its userSessionId query parameter", async () => {
    const login = loginV1Shape.parse(
      (await sandbox.call("POST", "/Member/Login", { body: { email: "paul.martin@example.fr", password: DEMO_PASSWORD } })).body,
    );
    const result = await sandbox.call("GET", `/Member/GetMember?userSessionId=${encodeURIComponent(login.userSessionId)}`);
    expect((result.body.memberDetails as { email: string }).email).toBe("paul.martin@example.fr");
    expectFailure(await sandbox.call("GET", "/Member/GetMember?userSessionId=unknown"), 2, 401);
  });

  it("answers 401 without a token and 404 for another circuit", async () => {
    expectFailure(await sandbox.call("GET", "/Member/v3/GetMember"), 2, 401);
    const { token } = await sandbox.login();
    expectFailure(await sandbox.call("GET", "/Member/GetValidatedMember/78", { token }), 3, 404);
  });
});

describe("POST /Member/MemberSearch/{circuit}", () => {
  const members = z.array(
    z.strictObject({ memberId: z.string(), firstName: z.string(), lastName: z.string(), hasUserName: z.boolean() }),
  );

  it("finds a member by email or card number", async () => {
    const { token } = await sandbox.login();
    const byEmail = await sandbox.call("POST", "/Member/MemberSearch/77", { token, body: { email: "paul.martin@example.fr" } });
    expectSuccess(byEmail, { members });
    const byCard = await sandbox.call("POST", "/Member/MemberSearch/77", { token, body: { cardNumber: "7712000000000002" } });
    expect(byCard.body.members).toEqual(byEmail.body.members);
  });

  it("answers 30 when nobody matches, 400 without criteria, 401 without a token", async () => {
    const { token } = await sandbox.login();
    expectFailure(
      await sandbox.call("POST", "/Member/MemberSearch/77", { token, body: { email: "x@example.fr" } }),
      PeachCode.MEMBER_NOT_FOUND,
      404,
    );
    expectFailure(await sandbox.call("POST", "/Member/MemberSearch/77", { token, body: {} }), 1, 400);
    expectFailure(await sandbox.call("POST", "/Member/MemberSearch/77", { body: { email: "x@example.fr" } }), 2, 401);
  });
});

describe("POST /Member/v3/Edit and /Member/Edit", () => {
  it("updates the member and answers the new memberDetails", async () => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const result = await sandbox.call("POST", "/Member/v3/Edit", {
      token,
      body: {
        firstName: "Paulo",
        phoneNumber: "+33600000000",
        sendNewsletter: true,
        city: "Villeurbanne",
        wishToReceiveSMS: "False",
      },
    });
    expectSuccess(result, { memberDetails: memberDetailsShape });
    expect(result.body.memberDetails).toMatchObject({ firstName: "Paulo", phoneNumber: "+33600000000", sendNewsletter: true });
    const state = await sandbox.call("GET", "/sandbox/members/paul.martin%40example.fr");
    expect(state.body.profile).toMatchObject({ city: "Villeurbanne", wishToReceiveSMS: false });
  });

  it("answers 60 (v3) or 34 (v1) for an email that belongs to another member", async () => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const body = { email: "marie.dupont@example.fr" };
    expectFailure(await sandbox.call("POST", "/Member/v3/Edit", { token, body }), PeachCode.EMAIL_ALREADY_ASSOCIATED_V3, 409);
    expectFailure(await sandbox.call("POST", "/Member/Edit", { token, body }), PeachCode.EMAIL_ALREADY_ASSOCIATED_V1, 409);
  });

  it("changes the password only with the current one (58 / 31) and a complex one (84)", async () => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const edit = (path: string, body: object) => sandbox.call("POST", path, { token, body });
    expectFailure(await edit("/Member/v3/Edit", { password: "New-pass-2026" }), 1, 400);
    expectFailure(
      await edit("/Member/v3/Edit", { password: "New-pass-2026", currentPassword: "wrong" }),
      PeachCode.INCORRECT_PASSWORD_V3,
      401,
    );
    expectFailure(
      await edit("/Member/Edit", { password: "New-pass-2026", currentPassword: "wrong" }),
      PeachCode.INCORRECT_PASSWORD_V1,
      401,
    );
    expectFailure(
      await edit("/Member/v3/Edit", { password: "weakpass", currentPassword: DEMO_PASSWORD }),
      PeachCode.PASSWORD_COMPLEXITY,
      400,
    );
    expect((await edit("/Member/Edit", { password: "New-pass-2026", currentPassword: DEMO_PASSWORD })).status).toBe(200);
    const relogin = await sandbox.call("POST", "/Member/v3/Login", {
      body: { email: "paul.martin@example.fr", password: "New-pass-2026" },
    });
    expect(relogin.status).toBe(200);
  });

  it("answers 400 for wrong-typed fields and 401 without a token", async () => {
    const { token } = await sandbox.login();
    expectFailure(await sandbox.call("POST", "/Member/v3/Edit", { token, body: { firstName: 42 } }), 1, 400);
    expectFailure(await sandbox.call("POST", "/Member/v3/Edit", { body: { firstName: "X" } }), 2, 401);
  });
});

describe("GET /Member/v3/Delete/", () => {
  it("deletes the account: its sessions end and its email is free again", async () => {
    const { token } = await sandbox.login("marie.dupont@example.fr");
    expectSuccess(await sandbox.call("GET", "/Member/v3/Delete/", { token }));
    expectFailure(await sandbox.call("GET", "/Member/v3/GetMember", { token }), 2, 401);
    const login = { email: "marie.dupont@example.fr", password: DEMO_PASSWORD };
    expectFailure(await sandbox.call("POST", "/Member/v3/Login", { body: login }), PeachCode.MEMBER_NOT_FOUND, 404);
    const create = await sandbox.call("POST", "/Member/v3/Create", {
      body: { ...login, firstName: "Marie", lastName: "Dupont" },
    });
    expect(create.status).toBe(200);
    expectFailure(await sandbox.call("GET", "/Member/v3/Delete/"), 2, 401);
  });
});
