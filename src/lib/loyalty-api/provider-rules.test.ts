import { describe, expect, it } from "vitest";
import { LOYALTY_PROVIDERS } from "../../domain/site-values";
import { loyaltyCircuitIdOf, loyaltyVersionOf, siteCinemaIdOf } from "./provider-rules";

describe("the provider rules of SPEC §4", () => {
  it.each(LOYALTY_PROVIDERS.map((provider) => [provider] as const))("%s has a version", (provider) => {
    const expected = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY", "TAPOS", "CGR"].includes(provider) ? 3 : 1;
    expect(loyaltyVersionOf(provider)).toBe(expected);
  });

  it.each([
    // provider, loyalty circuit id, site circuit id, expected
    ["CGR", "900", "77", "77"],
    ["CGR", null, "77", "77"],
    ["BOOST_POS", "900", "77", "900"],
    ["BOOST_POS", null, "77", "77"],
    ["TAPOS", "900", "77", "900"],
    ["TAPOS", undefined, "77", "77"],
    ["NONE", "900", "77", "900"],
  ] as const)("%s with loyalty circuit %s and circuit %s → %s", (provider, loyaltyCircuitId, circuitId, expected) => {
    expect(loyaltyCircuitIdOf(provider, { loyaltyCircuitId, circuitId })).toBe(expected);
  });

  it("the site's cinema is the first of its theaterIds", () => {
    expect(siteCinemaIdOf(["1042", "7"])).toBe("1042");
    expect(siteCinemaIdOf([])).toBeNull();
  });
});
