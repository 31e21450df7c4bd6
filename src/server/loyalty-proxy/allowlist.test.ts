import { describe, expect, it } from "vitest";
import { loadServerConfig } from "../config";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { errorCode, fakeFetch, proxyRequest, SESSION_HEADERS, testDeps, UPSTREAM } from "./test-support";

async function send(request: Record<string, unknown>, headers: Record<string, string> = {}) {
  const upstream = fakeFetch();
  const response = await handleLoyaltyProxy(
    proxyRequest({ format: "json", ...request }, { headers }),
    testDeps({ fetch: upstream.fetch }),
  );
  return { response, upstream };
}

describe("the route allowlist", () => {
  it("forwards a listed route to the URL built from its template", async () => {
    const { response, upstream } = await send({ method: "GET", route: "/Member/GetMembershipList/1042" });
    expect(response.status).toBe(200);
    expect(upstream.calls[0]!.url.href).toBe(`${UPSTREAM}/Member/GetMembershipList/1042`);
    expect(upstream.calls[0]!.init.redirect).toBe("manual");
  });

  it.each([
    ["a route not in the table", "GET", "/Admin/DeleteEverything", "ROUTE_NOT_ALLOWED"],
    ["a wrong method for a route", "POST", "/Member/v3/GetMember", "ROUTE_METHOD_NOT_ALLOWED"],
    ["a route with a query string", "GET", "/Member/v3/GetMember?userSessionId=1", "ROUTE_NOT_ALLOWED"],
    ["a protocol-relative route", "GET", "//evil.example/x", "ROUTE_NOT_ALLOWED"],
    ["a backslash route", "GET", "\\\\evil.example/x", "INVALID_REQUEST"],
    ["an absolute URL", "GET", "http://evil.example/Member/v3/GetMember", "INVALID_REQUEST"],
    ["dot segments", "GET", "/Member/v3/../../Admin/GetMember", "ROUTE_NOT_ALLOWED"],
    ["../ in a path parameter", "GET", "/Member/GetMembershipList/..", "ROUTE_NOT_ALLOWED"],
    ["%2e%2e in a path parameter", "GET", "/Member/GetMembershipList/%2e%2e", "ROUTE_NOT_ALLOWED"],
    ["%2F in a path parameter", "GET", "/GooglePayForPasses/GetETicket/77/a%2F..%2F..%2FAdmin", "ROUTE_NOT_ALLOWED"],
    ["a full URL in a path parameter", "GET", "/GooglePayForPasses/GetETicket/77/http%3A%2F%2Fevil.example", "ROUTE_NOT_ALLOWED"],
    ["//host in a path parameter", "GET", "/GooglePayForPasses/GetETicket/77/%2F%2Fevil.example", "ROUTE_NOT_ALLOWED"],
    ["\\\\host in a path parameter", "GET", "/GooglePayForPasses/GetETicket/77/%5C%5Cevil.example", "ROUTE_NOT_ALLOWED"],
    ["a non-numeric circuit", "GET", "/Member/GetValidatedMember/77abc", "ROUTE_NOT_ALLOWED"],
    ["an email path parameter with a slash", "GET", "/Member/UsernameReminder/77/a%2F..%40evil.example", "ROUTE_NOT_ALLOWED"],
  ])("refuses %s without calling upstream", async (_, method, route, code) => {
    const { response, upstream } = await send({ method, route });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(errorCode(response.body)).toBe(code);
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it("refuses query parameters the route does not list", async () => {
    const { response, upstream } = await send(
      { method: "GET", route: "/Member/v3/GetMember", params: { redirect: "x" } },
      SESSION_HEADERS,
    );
    expect(response.status).toBe(403);
    expect(errorCode(response.body)).toBe("QUERY_PARAM_NOT_ALLOWED");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it("passes listed query parameters, encoded", async () => {
    const { upstream } = await send(
      { method: "GET", route: "/Member/v3/OrderHistory", params: { maxResults: 5 } },
      SESSION_HEADERS,
    );
    expect(upstream.calls[0]!.url.search).toBe("?maxResults=5");
    const reset = await send({
      method: "GET",
      route: "/Member/v3/GetResetPasswordCode",
      params: { emailAddress: "a+b&c=d@b.fr" },
    });
    expect(reset.upstream.calls[0]!.url.origin).toBe(UPSTREAM);
    expect(reset.upstream.calls[0]!.url.searchParams.get("emailAddress")).toBe("a+b&c=d@b.fr");
  });

  it("decodes and re-encodes an {email} path parameter", async () => {
    const { upstream } = await send({ method: "GET", route: "/Member/UsernameReminder/77/marie%2Bx%40example.fr" });
    expect(upstream.calls[0]!.url.pathname).toBe("/Member/UsernameReminder/77/marie%2Bx%40example.fr");
  });

  it("keeps a configured base path", async () => {
    const upstream = fakeFetch();
    const config = loadServerConfig({ LOYALTY_API_URL: "http://loyalty.test/api/" });
    const deps = testDeps({ fetch: upstream.fetch, config });
    await handleLoyaltyProxy(
      proxyRequest({ method: "GET", route: "/Member/v3/GetCards", format: "json" }, { headers: SESSION_HEADERS }),
      deps,
    );
    expect(upstream.calls[0]!.url.href).toBe("http://loyalty.test/api/Member/v3/GetCards");
  });
});
