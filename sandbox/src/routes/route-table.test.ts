import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLoyaltyRoutes, buildRoutePath } from "../../../src/lib/loyalty-api";
import { DEMO_ORDER_IDS } from "../seed-history";
import { startTestSandbox, type TestSandbox } from "../test-support/test-sandbox";

const SAMPLE_PARAMS = { circuit: "77", cinema: "1042", email: "marie.dupont@example.fr", id: DEMO_ORDER_IDS[0] };

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

// The sandbox registers its routes from the table, so the two cannot drift: this proves it over HTTP.
describe("the route table and the sandbox", () => {
  // Account deletion goes last: it ends the member the other calls use.
  const routes = [...allLoyaltyRoutes].sort(([a], [b]) => Number(a === "deleteMember") - Number(b === "deleteMember"));

  it.each(routes)("serves %s", async (_name, route) => {
    const { token, refreshToken } = await sandbox.login();
    const path = buildRoutePath(route.path, SAMPLE_PARAMS);
    const result = await sandbox.call(route.method, path, {
      token,
      refreshToken,
      ...(route.method === "POST" ? { body: {} } : {}),
    });
    expect(result.status, `${route.method} ${path}: ${result.text}`).not.toBe(404);
    expect(result.status).toBeLessThan(500);
    if (route.format === "json")
      expect(result.body).toMatchObject({ peachCode: expect.any(Number) as number, statusCode: expect.any(Number) as number });
    else if (result.status === 200) expect(result.contentType).toContain("text/plain");
  });

  it("does not serve a route of the table with the other method, nor a route outside it", async () => {
    for (const [, route] of allLoyaltyRoutes) {
      const other = route.method === "GET" ? "POST" : "GET";
      const result = await sandbox.call(other, buildRoutePath(route.path, SAMPLE_PARAMS));
      expect(result.status, `${other} ${route.path}`).toBe(404);
    }
    const unknown = await sandbox.call("GET", "/Member/v3/NoSuchRoute");
    expect(unknown.body).toEqual({
      peachCode: 3,
      statusCode: 404,
      clientErrorMessage: "Unknown route GET /Member/v3/NoSuchRoute",
    });
  });
});
