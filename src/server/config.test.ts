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

describe("THROTTLE_REDIS_URL", () => {
  it("is off by default and takes a redis:// or rediss:// URL", () => {
    expect(loadServerConfig({})).toMatchObject({ config: { throttleRedisUrl: null } });
    expect(loadServerConfig({ THROTTLE_REDIS_URL: "" })).toMatchObject({ config: { throttleRedisUrl: null } });
    expect(loadServerConfig({ THROTTLE_REDIS_URL: "rediss://:secret@redis.internal:6380/2" })).toMatchObject({
      config: { throttleRedisUrl: "rediss://:secret@redis.internal:6380/2" },
    });
  });

  it.each(["http://redis.internal", "redis.internal:6379"])("refuses %s", (value) => {
    const result = loadServerConfig({ THROTTLE_REDIS_URL: value });
    expect(!result.ok && result.message).toContain("THROTTLE_REDIS_URL");
  });
});
