import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLoyaltyRoutes, buildRoutePath, UPSTREAM_SESSION_HEADER } from "../../../src/lib/loyalty-api";
import type { CallResult } from "../test-support/test-sandbox";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

const SAMPLE_PARAMS = { circuit: "77", cinema: "1042", email: "paul.martin@example.fr", id: "A1000001" };
const postRoutes = allLoyaltyRoutes.filter(([, route]) => route.method === "POST");
// Account deletion ignores its input; sending it odd queries would only delete the member.
const getRoutes = allLoyaltyRoutes.filter(([name, route]) => route.method === "GET" && name !== "deleteMember");

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** A client error in the envelope: never a 500, never another shape. */
function expectClientError(result: CallResult, label: string): void {
  expect(result.status, `${label}: ${result.text}`).toBeGreaterThanOrEqual(400);
  expect(result.status, `${label}: ${result.text}`).toBeLessThan(500);
  expect(result.body, label).toEqual({
    peachCode: expect.any(Number) as number,
    statusCode: result.status,
    clientErrorMessage: expect.any(String) as string,
  });
}

describe("bad input", () => {
  it.each(postRoutes)("%s: malformed JSON is a 400", async (name, route) => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const result = await sandbox.call("POST", buildRoutePath(route.path, SAMPLE_PARAMS), { token, rawBody: '{"email": "x@' });
    expectClientError(result, name);
    expect(result.status).toBe(400);
  });

  it.each(postRoutes)("%s: wrong-typed bodies never cause a 500", async (name, route) => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const bodies = [
      "[]",
      "42",
      '"text"',
      "null",
      '{"email":{"$ne":1},"password":[1],"token":7,"favoriteCinemas":"x","concessions":[{}]}',
    ];
    for (const rawBody of bodies) {
      const result = await sandbox.call("POST", buildRoutePath(route.path, SAMPLE_PARAMS), { token, rawBody });
      if (result.status !== 200) expectClientError(result, `${name} ${rawBody}`);
    }
  });

  it.each(getRoutes)("%s: odd query strings never cause a 500", async (name, route) => {
    const { token } = await sandbox.login("paul.martin@example.fr");
    const path = buildRoutePath(route.path, SAMPLE_PARAMS);
    for (const query of [
      "maxResults=1&maxResults=2",
      "maxResults[]=1",
      "resetCode=&uid=%00",
      "cardNumber=%FF",
      "emailAddress=a&rootUrl=javascript:x",
    ]) {
      const result = await sandbox.call("GET", `${path}?${query}`, { token });
      if (result.status !== 200) expectClientError(result, `${name} ?${query}`);
    }
  });

  it("answers 415 for a form body, 413 for a body over 64 KiB", async () => {
    const form = await sandbox.call("POST", "/Member/v3/Login", {
      rawBody: "email=a&password=b",
      contentType: "application/x-www-form-urlencoded",
    });
    expectClientError(form, "form");
    expect(form.status).toBe(415);
    const large = await sandbox.call("POST", "/Member/v3/Login", { body: { email: "a@b.fr", password: "x".repeat(70_000) } });
    expectClientError(large, "large");
    expect(large.status).toBe(413);
  });

  it("answers 400 for path parameters of the wrong shape", async () => {
    for (const path of [
      "/Member/GetMembershipList/12ab",
      "/Member/UsernameReminder/77/..%2F..%2Fetc",
      "/GooglePayForPasses/GetETicket/77/a.b",
    ])
      expectClientError(await sandbox.call("GET", path), path);
  });

  it("answers 401, not a crash, for odd session headers", async () => {
    for (const value of ["", "x".repeat(600), "a b"]) {
      const response = await fetch(`${sandbox.baseUrl}/Member/v3/GetMember`, { headers: { [UPSTREAM_SESSION_HEADER]: value } });
      expect(response.status).toBe(401);
    }
  });
});
