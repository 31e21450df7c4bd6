// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestLoyalty, type TestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { getRewards, memberOffersIn, rewardsRouteFor } from "../../core/api/member-api";

let backend: TestLoyalty;
let circuit: string;

beforeAll(async () => {
  backend = await startTestLoyalty({ provider: "NONE" });
  circuit = (await backend.sandboxGet<{ circuitId: string }>("/sandbox/health")).circuitId;
  await backend.logInVersion1();
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
