// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../core/session/session-presence";
import { DEMO_EMAIL, startTestLoyalty, type TestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { getRewards, memberOffersIn, rewardsRouteFor } from "../../core/api/member-api";

// The real fetch, kept before the test backend routes the proxy's calls through its handler.
const realFetch = globalThis.fetch;
let backend: TestLoyalty;
let circuit: string;

beforeAll(async () => {
  backend = await startTestLoyalty({ provider: "NONE" });
  circuit = (await backend.sandboxGet<{ circuitId: string }>("/sandbox/health")).circuitId;
  // A version-1 login straight at the backend, written as the site's login would (cypherVersion 1).
  const answer = (await (
    await realFetch(`${backend.baseUrl}/Member/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAIL, password: "Cinema-2026!" }),
    })
  ).json()) as {
    memberDetails: { memberId: string };
    userSessionId: string;
    encryptedSessionId: string;
    sessionManagementTokens: { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
  };
  const cookie = {
    cypherVersion: 1,
    token: answer.sessionManagementTokens.boxofficeSessionToken,
    refreshToken: answer.sessionManagementTokens.boxofficeRefreshSessionToken,
    userSessionId: answer.userSessionId,
    memberId: answer.memberDetails.memberId,
    encryptedSessionId: answer.encryptedSessionId,
    refreshedAt: Date.now(),
  };
  Cookies.set(SESSION_COOKIE, JSON.stringify(cookie), { path: "/" });
});
afterAll(() => backend.stop());

describe("rewards on a version-1 site (real proxy and sandbox as NONE)", () => {
  it("lists GetItemsAvailableToValidatedLoyaltyMember/{circuit} with the validated member's points; no online redemption", async () => {
    expect(rewardsRouteFor(1)).toBe("itemsAvailable");
    expect(memberOffersIn(1, "NONE").onlineRedemption).toBe(false);
    const view = await getRewards(circuit, 1);
    expect(backend.calls).toEqual([circuit, circuit]);
    expect(view.balances).toContainEqual({ type: "POINTS", amount: 1250 });
    expect(view.rewards.map(({ name, pointsCost, canRedeem }) => [name, pointsCost, canRedeem])).toEqual([
      ["Boisson fraîche", 150, true],
      ["Popcorn moyen", 250, true],
      ["Place offerte", 600, true],
      ["Invitation avant-première", 1500, false],
    ]);
  });

  it("version 3 reads RewardsListing and redeems online", () => {
    expect(rewardsRouteFor(3)).toBe("rewardsListing");
    expect(memberOffersIn(3, "CGR").onlineRedemption).toBe(true);
  });
});
