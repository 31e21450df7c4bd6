import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4", 0)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });

  it("takes the entry the nearest trusted proxy appended, not the client-written ones", () => {
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 1.2.3.4", 1)).toBe("1.2.3.4");
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 1.2.3.4, 10.0.0.9", 2)).toBe("1.2.3.4");
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4", 3)).toBe("1.2.3.4");
  });
});
