import { describe, expect, it } from "vitest";
import { allLoyaltyRoutes, buildRoutePath, type LoyaltyRoute } from "../../lib/loyalty-api";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { errorCode, fakeFetch, proxyRequest, SESSION_HEADERS, testConfig, testDeps } from "./test-support";

const SAMPLE_PARAMS = { circuit: "77", cinema: "1042", id: "T-1", email: "marie.dupont@example.fr" };
const ALL_TOKENS = { ...SESSION_HEADERS, "x-loyalty-refresh-session": "refresh-token" };

/** A site whose provider speaks this version (SPEC §4): CGR for 3, none for 1. */
const siteOf = (version: 1 | 3) => testConfig({}, version === 3 ? "CGR" : "NONE");

async function call(route: LoyaltyRoute, version: 1 | 3, headers: Record<string, string>) {
  const upstream = fakeFetch();
  const request = proxyRequest(
    { method: route.method, route: buildRoutePath(route.path, SAMPLE_PARAMS), format: route.format },
    { headers },
  );
  const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch, config: siteOf(version) }));
  return { response, upstream };
}

const onlyFor = (version: 1 | 3) =>
  allLoyaltyRoutes.filter(([, route]) => route.versions.length === 1 && route.versions[0] === version);

describe("the route table's versions, enforced by the proxy", () => {
  it("has routes of one version only, on each side", () => {
    expect(onlyFor(1).length).toBeGreaterThan(5);
    expect(onlyFor(3).length).toBeGreaterThan(5);
  });

  it.each(onlyFor(1))("a version-3 site refuses the version-1 route %s without calling upstream", async (_, route) => {
    const { response, upstream } = await call(route, 3, ALL_TOKENS);
    expect(response.status).toBe(403);
    expect(errorCode(response.body)).toBe("ROUTE_NOT_ALLOWED_FOR_VERSION");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it.each(onlyFor(3))("a version-1 site refuses the version-3 route %s without calling upstream", async (_, route) => {
    const { response, upstream } = await call(route, 1, ALL_TOKENS);
    expect(response.status).toBe(403);
    expect(errorCode(response.body)).toBe("ROUTE_NOT_ALLOWED_FOR_VERSION");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it.each(allLoyaltyRoutes)("%s is forwarded on a site of its version, with the tokens it needs", async (_, route) => {
    const { response, upstream } = await call(route, route.versions[0]!, ALL_TOKENS);
    expect(response.status).toBe(200);
    expect(upstream.spy).toHaveBeenCalledOnce();
  });

  it("the demo site (CGR) speaks version 3: it refuses the version-1 token check ValidateToken", async () => {
    const upstream = fakeFetch();
    const request = proxyRequest({ method: "GET", route: "/Member/ValidateToken", format: "json" }, { headers: SESSION_HEADERS });
    const response = await handleLoyaltyProxy(request, testDeps({ fetch: upstream.fetch }));
    expect(errorCode(response.body)).toBe("ROUTE_NOT_ALLOWED_FOR_VERSION");
    expect(upstream.spy).not.toHaveBeenCalled();
  });
});

describe("the route table's auth, enforced by the proxy", () => {
  const needing = (auth: "session" | "refresh") => allLoyaltyRoutes.filter(([, route]) => route.auth === auth);

  it.each(needing("session"))("%s without a session header is refused 401 before any upstream call", async (_, route) => {
    const { response, upstream } = await call(route, route.versions[0]!, { "x-loyalty-refresh-session": "refresh-token" });
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe("SESSION_REQUIRED");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it.each(needing("refresh"))("%s without a refresh-session header is refused 401 before any upstream call", async (_, route) => {
    const { response, upstream } = await call(route, route.versions[0]!, SESSION_HEADERS);
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe("SESSION_REQUIRED");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it("an empty session header counts as none", async () => {
    const [, route] = needing("session").find(([name]) => name === "getMemberV3")!;
    const { response, upstream } = await call(route, 3, { "x-loyalty-session": "" });
    expect(errorCode(response.body)).toBe("SESSION_REQUIRED");
    expect(upstream.spy).not.toHaveBeenCalled();
  });

  it("routes without auth pass without any token", async () => {
    const [, route] = allLoyaltyRoutes.find(([name]) => name === "membershipList")!;
    const { response, upstream } = await call(route, 3, {});
    expect(response.status).toBe(200);
    expect(upstream.spy).toHaveBeenCalledOnce();
  });
});
