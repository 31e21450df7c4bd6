import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "./support/member";

// The Gatsby Functions as `gatsby serve` runs them: body parsing off (our handler reads every body), JSON errors,
// a call forwarded to the real backend, no open redirect. The proxy's rules (routes, versions, sessions) are
// unit-tested in src/server/loyalty-proxy/*.test.ts, the redirects' in src/server/redirects/ticketing-redirect.test.ts.

test("the proxy, under gatsby serve: an allowed call reaches the backend; malformed JSON, other content types and methods get its JSON answers", async ({
  request,
}) => {
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
