import { describe, expect, it } from "vitest";
import { addressKey, resolveClientAddress } from "./client-address";

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

describe("addressKey", () => {
  it("keeps IPv4 whole and groups IPv6 by /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:DB8:0000:0001:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
