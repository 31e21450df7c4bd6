import { describe, expect, it } from "vitest";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { bodyJson, bodyText, fakeFetch, jsonResponse, proxyRequest, SESSION_HEADERS, testDeps } from "./test-support";

const withSession = { headers: SESSION_HEADERS };

const getMember = { method: "GET", route: "/Member/v3/GetMember", format: "json" };

describe("response formats", () => {
  it("json passes the upstream JSON and status through", async () => {
    const upstream = fakeFetch(() => jsonResponse({ peachCode: 30, clientErrorMessage: "Member not found" }, 404));
    const response = await handleLoyaltyProxy(proxyRequest(getMember, withSession), testDeps({ fetch: upstream.fetch }));
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(bodyJson(response.body)).toEqual({ peachCode: 30, clientErrorMessage: "Member not found" });
  });

  it("raw answers the upstream text as text/plain", async () => {
    const upstream = fakeFetch(
      () => new Response("https://pay.google.com/gp/v/save/abc", { headers: { "content-type": "text/html" } }),
    );
    const request = proxyRequest(
      {
        method: "GET",
        route: "/GooglePayForPasses/CreateLoyaltyCard/77",
        format: "raw",
        params: { cardNumber: "123" },
      },
      withSession,
    );
    const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(bodyText(response.body)).toBe("https://pay.google.com/gp/v/save/abc");
  });

  it("blob answers the upstream bytes with their content type", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const upstream = fakeFetch(() => new Response(bytes, { headers: { "content-type": "application/vnd.apple.pkpass" } }));
    const request = proxyRequest({ method: "GET", route: "/GooglePayForPasses/GetETicket/77/T-1", format: "blob" }, withSession);
    const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    expect(response.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect([...(response.body as Uint8Array)]).toEqual([...bytes]);
  });

  it("defaults the format to the route's", async () => {
    const upstream = fakeFetch(() => new Response("pass-url"));
    const request = proxyRequest({ method: "GET", route: "/GooglePayForPasses/GetETicket/77/T-1" }, withSession);
    const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });

  it("marks every answer no-store", async () => {
    const ok = await handleLoyaltyProxy(proxyRequest(getMember), testDeps());
    const refused = await handleLoyaltyProxy(proxyRequest({ ...getMember, route: "/nope" }), testDeps());
    expect(ok.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("headers and body sent upstream", () => {
  it("passes the member's tokens and the captcha under the backend's names", async () => {
    const upstream = fakeFetch();
    const request = proxyRequest(
      {
        method: "POST",
        route: "/Member/v3/Logout",
        format: "json",
        captchaResponse: "captcha-123",
        body: { cancelAssociatedOrder: true },
      },
      { headers: { "x-loyalty-session": "session-abc", "x-loyalty-refresh-session": "refresh-def", cookie: "a=b" } },
    );
    await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    const { headers, init } = upstream.calls[0]!;
    expect(headers.get("x-session-token")).toBe("session-abc");
    expect(headers.get("x-refresh-session-token")).toBe("refresh-def");
    expect(headers.get("x-captcha-response")).toBe("captcha-123");
    expect(headers.get("cookie")).toBeNull();
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ cancelAssociatedOrder: true });
  });

  it("sends no token or captcha header when the browser sent none", async () => {
    const upstream = fakeFetch();
    const membershipList = { method: "GET", route: "/Member/GetMembershipList/1042", captchaResponse: null };
    await handleLoyaltyProxy(proxyRequest(membershipList), testDeps({ fetch: upstream.fetch }));
    const { headers, init } = upstream.calls[0]!;
    expect(headers.get("x-session-token")).toBeNull();
    expect(headers.get("x-refresh-session-token")).toBeNull();
    expect(headers.get("x-captcha-response")).toBeNull();
    expect(init.body).toBeUndefined();
  });

  it("refuses a token that could smuggle a header", async () => {
    const upstream = fakeFetch();
    const request = proxyRequest(getMember, { headers: { "x-loyalty-session": "abc def" } });
    const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    expect(response.status).toBe(400);
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it("logs the route name, status and duration only", async () => {
    const deps = testDeps();
    const request = proxyRequest(
      {
        method: "POST",
        route: "/Member/v3/Login",
        format: "json",
        body: { email: "marie@example.fr", password: "Cinema-2026!" },
      },
      { headers: { "x-loyalty-session": "secret-token" } },
    );
    await handleLoyaltyProxy(request, deps);
    expect(deps.logs).toEqual([{ route: "loginV3", status: 200, durationMs: 0 }]);
  });
});
