import { expect, test } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "./support/member";

// The Gatsby Functions as `gatsby serve` runs them: body parsing off, JSON errors, no open redirect.

test("the proxy forwards an allowed call and answers the backend's JSON", async ({ request }) => {
  const response = await request.post("/api/loyalty", {
    data: {
      method: "POST",
      route: "/Member/v3/Login",
      format: "json",
      body: { email: DEMO_MEMBERS.active, password: DEMO_PASSWORD },
    },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = (await response.json()) as { peachCode: number; memberDetails: { firstName: string } };
  expect(body.peachCode).toBe(0);
  expect(body.memberDetails.firstName).toBe("Marie");
});

test("the proxy refuses what the route table does not allow, with JSON errors", async ({ request }) => {
  const call = (route: string, method = "GET") => request.post("/api/loyalty", { data: { method, route, format: "json" } });
  for (const route of ["/Admin/Users", "//evil.example/x", "/Member/GetMembershipList/..%2F..%2Fx"]) {
    const response = await call(route);
    expect(response.status(), route).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code, route).toBe("ROUTE_NOT_ALLOWED");
  }
  const absolute = await call("https://evil.example/");
  expect(absolute.status()).toBe(400);
  expect(((await absolute.json()) as { error: { code: string } }).error.code).toBe("INVALID_REQUEST");
  expect((await call("/Member/v3/Login", "GET")).status()).toBe(403);
});

test("the demo site speaks version 3: the proxy refuses version-1 routes and session routes without a session", async ({
  request,
}) => {
  const errorOf = async (response: { json: () => Promise<unknown> }) =>
    ((await response.json()) as { error: { code: string } }).error.code;
  // The version-1 login with the right password: refused by the proxy, never reaching the backend.
  const v1Login = await request.post("/api/loyalty", {
    data: { method: "POST", route: "/Member/Login", body: { email: DEMO_MEMBERS.active, password: DEMO_PASSWORD } },
  });
  expect(v1Login.status()).toBe(403);
  expect(await errorOf(v1Login)).toBe("ROUTE_NOT_ALLOWED_FOR_VERSION");

  const getMember = { method: "GET", route: "/Member/v3/GetMember", format: "json" };
  const anonymous = await request.post("/api/loyalty", { data: getMember });
  expect(anonymous.status()).toBe(401);
  expect(await errorOf(anonymous)).toBe("SESSION_REQUIRED");

  // With the session of a real login, the same call goes through.
  const login = await request.post("/api/loyalty", {
    data: { method: "POST", route: "/Member/v3/Login", body: { email: DEMO_MEMBERS.active, password: DEMO_PASSWORD } },
  });
  const { sessionManagementTokens } = (await login.json()) as { sessionManagementTokens: { boxofficeSessionToken: string } };
  const member = await request.post("/api/loyalty", {
    data: getMember,
    headers: { "x-loyalty-session": sessionManagementTokens.boxofficeSessionToken },
  });
  expect(member.status()).toBe(200);
  expect(((await member.json()) as { memberDetails: { firstName: string } }).memberDetails.firstName).toBe("Marie");
});

test("the proxy answers malformed JSON, wrong content types and wrong methods in JSON", async ({ request }) => {
  const malformed = await request.post("/api/loyalty", {
    headers: { "content-type": "application/json" },
    data: Buffer.from("{not json"),
  });
  expect(malformed.status()).toBe(400);
  expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("MALFORMED_JSON");
  const text = await request.post("/api/loyalty", { headers: { "content-type": "text/plain" }, data: Buffer.from("hello") });
  expect(text.status()).toBe(415);
  const get = await request.get("/api/loyalty");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
});

test("the ticketing redirects never leave the ticketing site", async ({ request }) => {
  const attempts = ["https://evil.example/", "//evil.example/", "/\\evil.example", "%2F%2Fevil.example"];
  for (const attempt of attempts) {
    const response = await request.get(
      `/api/startticketing/redirect?theaterCode=1042&perfCode=77&return=${encodeURIComponent(attempt)}&url=${encodeURIComponent(attempt)}`,
      { maxRedirects: 0 },
    );
    expect(response.status(), attempt).toBe(302);
    const location = new URL(response.headers()["location"]!);
    expect(location.origin, attempt).toBe(SANDBOX_URL);
    expect(location.pathname).toBe("/ticketing/websales/sales/1042/book");
    expect(location.searchParams.get("perfcode")).toBe("77");
  }
  for (const endpoint of ["refund", "launch/ticketing", "startconcessions"]) {
    const response = await request.get(`/api/${endpoint}/redirect?requestData=abc&redirect=//evil.example`, { maxRedirects: 0 });
    expect(response.status(), endpoint).toBe(302);
    expect(new URL(response.headers()["location"]!).origin, endpoint).toBe(SANDBOX_URL);
  }
});
