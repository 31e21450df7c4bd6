import { describe, expect, it } from "vitest";
import { PROXY_REFRESH_HEADER, UPSTREAM_REFRESH_HEADER } from "../../lib/loyalty-api";
import { handleLoyaltyProxy } from "./handle-loyalty-proxy";
import { REFRESH_REPLAY_MS } from "./refresh-replay";
import { bodyText, fakeFetch, jsonResponse, proxyRequest, testDeps } from "./test-support";

/** A backend that rotates like ours: each refresh replaces the refresh token and refuses the one it replaced. */
function rotatingBackend() {
  let live = "refresh-1";
  let issued = 1;
  const upstream = fakeFetch((call) => {
    if (call.headers.get(UPSTREAM_REFRESH_HEADER) !== live) return jsonResponse({ peachCode: 2, statusCode: 401 }, 401);
    issued += 1;
    live = `refresh-${issued}`;
    return jsonResponse({
      statusCode: 0,
      sessionManagementTokens: { boxofficeSessionToken: `session-${issued}`, boxofficeRefreshSessionToken: live },
    });
  });
  return upstream;
}

const refresh = (token: string) =>
  proxyRequest(
    { method: "GET", route: "/Member/v3/RefreshLogin", format: "json" },
    { headers: { [PROXY_REFRESH_HEADER]: token } },
  );

describe("a refresh whose answer was lost on its way back (the page left mid-refresh)", () => {
  it("gets the same new tokens when the browser sends its refresh token again within the minute: the member stays logged in", async () => {
    const upstream = rotatingBackend();
    let now = 1_000;
    const deps = testDeps({ fetch: upstream.fetch, now: () => now });
    const first = await handleLoyaltyProxy(refresh("refresh-1"), deps);
    expect(first.status).toBe(200);
    now += REFRESH_REPLAY_MS - 1;
    const again = await handleLoyaltyProxy(refresh("refresh-1"), deps);
    expect(again.status).toBe(200);
    expect(bodyText(again.body)).toBe(bodyText(first.body));
    expect(upstream.calls).toHaveLength(1);
    // The new tokens work as ever.
    expect((await handleLoyaltyProxy(refresh("refresh-2"), deps)).status).toBe(200);
  });

  it("after the minute, the replaced token goes to the backend, which refuses it", async () => {
    const upstream = rotatingBackend();
    let now = 1_000;
    const deps = testDeps({ fetch: upstream.fetch, now: () => now });
    await handleLoyaltyProxy(refresh("refresh-1"), deps);
    now += REFRESH_REPLAY_MS;
    expect((await handleLoyaltyProxy(refresh("refresh-1"), deps)).status).toBe(401);
    expect(upstream.calls).toHaveLength(2);
  });

  it("a refusal is never kept: the backend judges each try", async () => {
    const upstream = rotatingBackend();
    const deps = testDeps({ fetch: upstream.fetch });
    expect((await handleLoyaltyProxy(refresh("stolen-guess"), deps)).status).toBe(401);
    expect((await handleLoyaltyProxy(refresh("stolen-guess"), deps)).status).toBe(401);
    expect(upstream.calls).toHaveLength(2);
  });

  it("an answer is given again only for the same token", async () => {
    const upstream = rotatingBackend();
    const deps = testDeps({ fetch: upstream.fetch });
    await handleLoyaltyProxy(refresh("refresh-1"), deps);
    expect((await handleLoyaltyProxy(refresh("refresh-1x"), deps)).status).toBe(401);
    expect(upstream.calls).toHaveLength(2);
  });
});
