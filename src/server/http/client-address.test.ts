import { describe, expect, it } from "vitest";
import { addressKey, clientAddressOf, isLoopback, resolveClientAddress, TRUST_NO_PROXY } from "./client-address";

const hops = (count: number) => ({ hops: count, loopbackOnly: false });
const LOCAL_DOOR = { hops: 1, loopbackOnly: true };

describe("resolveClientAddress", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4", TRUST_NO_PROXY)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", undefined, hops(1))).toBe("10.0.0.1");
  });

  it("takes the entry the nearest trusted proxy appended, not the client-written ones", () => {
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 1.2.3.4", hops(1))).toBe("1.2.3.4");
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 1.2.3.4, 10.0.0.9", hops(2))).toBe("1.2.3.4");
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4", hops(3))).toBe("1.2.3.4");
  });

  it("behind a door on this machine, believes the header only from a loopback peer", () => {
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 1.2.3.4", LOCAL_DOOR)).toBe("1.2.3.4");
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.2.3.4", LOCAL_DOOR)).toBe("1.2.3.4");
    expect(resolveClientAddress("::1", "1.2.3.4", LOCAL_DOOR)).toBe("1.2.3.4");
    // A stranger who reaches the server directly and names another address is counted as himself.
    expect(resolveClientAddress("203.0.113.66", "198.51.100.10", LOCAL_DOOR)).toBe("203.0.113.66");
    expect(resolveClientAddress("::ffff:203.0.113.66", "198.51.100.10", LOCAL_DOOR)).toBe("::ffff:203.0.113.66");
  });
});

describe("clientAddressOf", () => {
  const ON_NETLIFY = { clientAddressHeader: "x-nf-client-connection-ip", trustedProxies: TRUST_NO_PROXY };
  // Netlify's adapter gives the Function no socket: every visitor had the same empty address.
  const netlifyRequest = (headers: Record<string, string>) => ({ clientAddress: "", headers });

  it("reads the host's own header where the site runs on such a host", () => {
    expect(clientAddressOf(netlifyRequest({ "x-nf-client-connection-ip": "198.51.100.7" }), ON_NETLIFY)).toBe("198.51.100.7");
    expect(clientAddressOf(netlifyRequest({ "x-nf-client-connection-ip": "2001:db8::1" }), ON_NETLIFY)).toBe("2001:db8::1");
  });

  it("tells two visitors apart, and ignores the forwarded headers a visitor writes", () => {
    const visitor = (ip: string) =>
      clientAddressOf(netlifyRequest({ "x-nf-client-connection-ip": ip, "x-forwarded-for": "203.0.113.1" }), ON_NETLIFY);
    expect(visitor("198.51.100.7")).not.toBe(visitor("198.51.100.8"));
    expect(visitor("198.51.100.7")).toBe("198.51.100.7");
  });

  it("believes no value of the header that is not an address", () => {
    for (const forged of ["", "unknown", "198.51.100.7, 203.0.113.1", "x".repeat(80)]) {
      expect(clientAddressOf(netlifyRequest({ "x-nf-client-connection-ip": forged }), ON_NETLIFY)).toBe("unknown");
    }
  });

  it("elsewhere, never reads the header, which any visitor could send", () => {
    const request = { clientAddress: "203.0.113.66", headers: { "x-nf-client-connection-ip": "198.51.100.7" } };
    expect(clientAddressOf(request, { clientAddressHeader: null, trustedProxies: TRUST_NO_PROXY })).toBe("203.0.113.66");
  });
});

describe("isLoopback", () => {
  it("knows this machine's addresses from others", () => {
    expect(["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"].map(isLoopback)).toEqual([true, true, true, true]);
    expect(["128.0.0.1", "10.127.0.1", "::2", "::ffff:10.0.0.1", "127.0.0.1.evil", ""].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
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
