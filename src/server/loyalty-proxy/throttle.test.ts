import { describe, expect, it } from "vitest";
import { handleLoyaltyProxy, type ProxyDeps } from "./handle-loyalty-proxy";
import { SecretGuessThrottle } from "./secret-guess-throttle";
import { errorCode, fakeFetch, jsonResponse, proxyRequest, testConfig, testDeps } from "./test-support";

const login = (email: string, clientAddress: string) =>
  proxyRequest(
    { method: "POST", route: "/Member/v3/Login", format: "json", body: { email, password: "guess" } },
    { clientAddress },
  );

function setup(answer: () => Response = () => jsonResponse({ peachCode: 31 })) {
  const upstream = fakeFetch(answer);
  const deps: ProxyDeps = testDeps({ fetch: upstream.fetch, throttle: new SecretGuessThrottle() });
  return { deps, upstream };
}

async function failTimes(deps: ProxyDeps, times: number, request: (i: number) => ReturnType<typeof login>) {
  for (let i = 0; i < times; i++) expect((await handleLoyaltyProxy(request(i), deps)).status).toBe(200);
}

describe("throttling of secret-guessing calls", () => {
  it("answers 429 with Retry-After after 10 failures, without calling upstream", async () => {
    const { deps, upstream } = setup();
    await failTimes(deps, 10, () => login("marie@example.fr", "198.51.100.1"));
    const response = await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps);
    expect(response.status).toBe(429);
    expect(response.headers["retry-after"]).toBe("900");
    expect(errorCode(response.body)).toBe("TOO_MANY_ATTEMPTS");
    expect(upstream.spy).toHaveBeenCalledTimes(10);
  });

  it("counts per email across addresses", async () => {
    const { deps } = setup();
    await failTimes(deps, 10, (i) => login("Marie@Example.fr", `198.51.100.${i}`));
    expect((await handleLoyaltyProxy(login("marie@example.fr", "192.0.2.99"), deps)).status).toBe(429);
    expect((await handleLoyaltyProxy(login("other@example.fr", "192.0.2.99"), deps)).status).toBe(200);
  });

  it("counts per address across emails", async () => {
    const { deps } = setup();
    await failTimes(deps, 10, (i) => login(`user${i}@example.fr`, "198.51.100.1"));
    expect((await handleLoyaltyProxy(login("new@example.fr", "198.51.100.1"), deps)).status).toBe(429);
  });

  it("counts a 4xx as a failure and a success resets", async () => {
    let status = 401;
    const { deps } = setup(() => jsonResponse(status === 200 ? { peachCode: 0 } : { peachCode: 58 }, status));
    await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps);
    for (let i = 0; i < 8; i++) await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps);
    status = 200;
    expect((await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps)).status).toBe(200);
    status = 401;
    for (let i = 0; i < 9; i++)
      expect((await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps)).status).toBe(401);
    expect((await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps)).status).toBe(401);
    expect((await handleLoyaltyProxy(login("marie@example.fr", "198.51.100.1"), deps)).status).toBe(429);
  });

  it("uses the {email} path parameter and the emailAddress query parameter", async () => {
    const { deps } = setup();
    const reminder = (i: number) =>
      proxyRequest(
        { method: "GET", route: "/Member/UsernameReminder/77/marie%40example.fr", format: "json" },
        { clientAddress: `10.0.0.${i}` },
      );
    await failTimes(deps, 10, reminder);
    const reset = proxyRequest(
      { method: "GET", route: "/Member/v3/GetResetPasswordCode", format: "json", params: { emailAddress: "marie@example.fr" } },
      { clientAddress: "10.0.1.1" },
    );
    expect((await handleLoyaltyProxy(reset, deps)).status).toBe(429);
  });

  it("does not throttle calls that guess no secret", async () => {
    const { deps } = setup();
    const getMember = proxyRequest({ method: "GET", route: "/Member/v3/GetMember", format: "json" });
    for (let i = 0; i < 15; i++) expect((await handleLoyaltyProxy(getMember, deps)).status).toBe(200);
  });

  it("reads X-Forwarded-For only when TRUST_PROXY is set", async () => {
    const spoofed = (i: number) => ({
      ...login(`u${i}@example.fr`, "10.0.0.1"),
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
    });
    const direct = setup();
    await failTimes(direct.deps, 10, spoofed);
    expect((await handleLoyaltyProxy(spoofed(99), direct.deps)).status).toBe(429);

    const behindProxy = setup();
    behindProxy.deps.config = testConfig({ TRUST_PROXY: "true" });
    await failTimes(behindProxy.deps, 10, spoofed);
    expect((await handleLoyaltyProxy(spoofed(99), behindProxy.deps)).status).toBe(200);
  });
});
