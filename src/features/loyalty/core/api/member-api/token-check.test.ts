import { describe, expect, it } from "vitest";
import { loyaltyRoutes, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { tokenCheckRoute } from "./session";

describe("tokenCheckRoute (SPEC §5, §7)", () => {
  it.each([1, 3] as const)(
    "version %i checks the token with a route of its own version, by the session token",
    (version: LoyaltyVersion) => {
      const route = loyaltyRoutes[tokenCheckRoute(version)];
      expect(route.versions).toContain(version);
      expect(route.auth).toBe("session");
    },
  );

  it("only version 1 uses the version-1 extra ValidateToken; version 3 asks GetMember", () => {
    expect(tokenCheckRoute(1)).toBe("validateToken");
    expect(tokenCheckRoute(3)).toBe("getMemberV3");
    expect(loyaltyRoutes.validateToken.versions).toEqual([1]);
  });
});
