import { describe, expect, it } from "vitest";
import { LOYALTY_PROVIDERS } from "../../../../../domain/site-values";
import { loyaltyVersionOf } from "../../../../../lib/loyalty-api";
import { offersRoute } from "./site-version";
import { offersLoginByToken } from "./token-login-offer";

describe("offersLoginByToken (SPEC §7 version-1 login by token)", () => {
  it.each(LOYALTY_PROVIDERS)("%s: as the route table gives loginByToken to the provider's version", (provider) => {
    expect(offersLoginByToken(provider)).toBe(offersRoute(loyaltyVersionOf(provider), "loginByToken"));
  });

  it("the demo site (CGR, version 3) does not", () => {
    expect(offersLoginByToken()).toBe(false);
  });
});
