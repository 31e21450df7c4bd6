import { describe, expect, it } from "vitest";
import site from "../../content/site.json";
import { loadServerConfig } from "./config";

describe("loadServerConfig", () => {
  it("has defaults for every variable", () => {
    const result = loadServerConfig({});
    expect(result.ok && result.config.loyaltyApiUrl.href).toBe("http://127.0.0.1:4010/");
    expect(result.ok && result.config.ticketingUrl.href).toBe(new URL(site.loyalty.ticketingUrl).href);
    expect(result.ok && result.config.upstreamTimeoutMs).toBe(8000);
    expect(result.ok && result.config.trustedProxies).toEqual({ hops: 0, loopbackOnly: false });
  });

  it("treats empty variables as unset and reads TRUST_PROXY", () => {
    const result = loadServerConfig({ LOYALTY_API_URL: "", TRUST_PROXY: "2", LOYALTY_UPSTREAM_TIMEOUT_MS: "500" });
    expect(result.ok && result.config).toMatchObject({
      trustedProxies: { hops: 2, loopbackOnly: false },
      upstreamTimeoutMs: 500,
    });
    expect(loadServerConfig({ TRUST_PROXY: "true" })).toMatchObject({ config: { trustedProxies: { hops: 1 } } });
    expect(loadServerConfig({ TRUST_PROXY: "loopback" })).toMatchObject({
      config: { trustedProxies: { hops: 1, loopbackOnly: true } },
    });
  });

  it.each([
    { LOYALTY_API_URL: "ftp://x.example" },
    { LOYALTY_API_URL: "http://user:pw@x.example" },
    { TICKETING_URL: "not a url" },
    { LOYALTY_UPSTREAM_TIMEOUT_MS: "-1" },
    { TRUST_PROXY: "yes" },
  ])("refuses %j with a message naming the variable", (env) => {
    const result = loadServerConfig(env);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(Object.keys(env)[0]);
  });

  it("uses the ticketing URL of the build, and refuses a run-time TICKETING_URL that differs", () => {
    const built = "http://127.0.0.1:4120/ticketing";
    const same = loadServerConfig({ TICKETING_URL: "http://127.0.0.1:4120/ticketing/" }, built);
    expect(same.ok && same.config.ticketingUrl.href).toBe(built);
    expect(loadServerConfig({}, built)).toMatchObject({ ok: true, config: { ticketingUrl: new URL(built) } });
    const other = loadServerConfig({ TICKETING_URL: "https://tickets.example/" }, built);
    expect(other.ok).toBe(false);
    expect(!other.ok && other.message).toContain("differs from the URL the site was built with");
  });
});

describe("SITE_URL", () => {
  it("defaults to the site's domain and keeps an origin", () => {
    expect(loadServerConfig({})).toMatchObject({ config: { siteUrl: new URL(site.domain) } });
    expect(loadServerConfig({ SITE_URL: "http://localhost:9000/" })).toMatchObject({
      config: { siteUrl: new URL("http://localhost:9000") },
    });
  });

  it.each(["ftp://x.example", "https://x.example/path", "https://x.example/?q=1", "https://u:p@x.example", "x.example"])(
    "refuses %s",
    (value) => {
      const result = loadServerConfig({ SITE_URL: value });
      expect(!result.ok && result.message).toContain("SITE_URL");
    },
  );
});

describe("REDIS_URL", () => {
  it("is off by default and takes a redis:// or rediss:// URL, under its former name THROTTLE_REDIS_URL too", () => {
    expect(loadServerConfig({ REDIS_URL: "redis://127.0.0.1:6379" })).toMatchObject({
      config: { sharedStoreUrl: "redis://127.0.0.1:6379" },
    });
    expect(loadServerConfig({ REDIS_URL: "redis://a:1", THROTTLE_REDIS_URL: "redis://b:2" })).toMatchObject({
      config: { sharedStoreUrl: "redis://a:1" },
    });
    expect(loadServerConfig({})).toMatchObject({ config: { sharedStoreUrl: null } });
    expect(loadServerConfig({ THROTTLE_REDIS_URL: "" })).toMatchObject({ config: { sharedStoreUrl: null } });
    expect(loadServerConfig({ THROTTLE_REDIS_URL: "rediss://:secret@redis.internal:6380/2" })).toMatchObject({
      config: { sharedStoreUrl: "rediss://:secret@redis.internal:6380/2" },
    });
  });

  it.each(["http://redis.internal", "redis.internal:6379"])("refuses %s", (value) => {
    expect(loadServerConfig({ THROTTLE_REDIS_URL: value })).toMatchObject({
      message: expect.stringContaining("THROTTLE_REDIS_URL"),
    });
    expect(loadServerConfig({ REDIS_URL: value })).toMatchObject({ message: expect.stringContaining("REDIS_URL") });
  });
});

describe("CLIENT_ADDRESS_HEADER", () => {
  const withoutBuildValue = { CLIENT_ADDRESS_HEADER: "" };

  it("is unset by default, and names a header in lower case", () => {
    const saved = process.env.CLIENT_ADDRESS_HEADER;
    delete process.env.CLIENT_ADDRESS_HEADER;
    try {
      expect(loadServerConfig({})).toMatchObject({ config: { clientAddressHeader: null } });
    } finally {
      if (saved !== undefined) process.env.CLIENT_ADDRESS_HEADER = saved;
    }
    expect(loadServerConfig({ CLIENT_ADDRESS_HEADER: "X-NF-Client-Connection-IP" })).toMatchObject({
      config: { clientAddressHeader: "x-nf-client-connection-ip" },
    });
    expect(loadServerConfig(withoutBuildValue)).toMatchObject({ ok: true });
  });

  it.each(["x-nf: evil", "a b", "x".repeat(65)])("refuses %j", (value) => {
    expect(loadServerConfig({ CLIENT_ADDRESS_HEADER: value })).toMatchObject({
      message: expect.stringContaining("CLIENT_ADDRESS_HEADER"),
    });
  });
});
