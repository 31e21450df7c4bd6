import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleLoyaltyProxy } from "../loyalty-proxy/handle-loyalty-proxy";
import { errorCode, fakeFetch, jsonResponse, proxyRequest, SESSION_HEADERS, testDeps } from "../loyalty-proxy/test-support";
import { GuessThrottle } from "./guess-throttle";
import { hasRedisServer, REDIS_SERVER, startRedisServer } from "./redis-server";
import { RedisThrottleStore } from "./redis-store";
import { throttleStoreContract } from "./store-contract";

if (!hasRedisServer) console.warn(`Skipping the Redis throttle store tests: ${REDIS_SERVER} is not installed.`);

describe.skipIf(!hasRedisServer)("RedisThrottleStore against a real redis-server", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const stores: RedisThrottleStore[] = [];
  const newStore = () => {
    const store = new RedisThrottleStore(redis.url);
    stores.push(store);
    return store;
  };
  let shared: RedisThrottleStore;

  beforeAll(async () => {
    redis = await startRedisServer();
    shared = newStore();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    redis.stop();
  });

  describe("the store contract", () => {
    throttleStoreContract(() => shared);
  });

  it("two proxy instances sharing one Redis hold one block between them", async () => {
    const upstream = fakeFetch(() => jsonResponse({ peachCode: 31 }));
    const instances = [newStore(), newStore()].map((store) =>
      testDeps({ fetch: upstream.fetch, throttle: new GuessThrottle(store) }),
    );
    const login = (i: number) =>
      proxyRequest(
        {
          method: "POST",
          route: "/Member/v3/Login",
          format: "json",
          body: { email: "shared@example.fr", password: `guess${i}` },
        },
        { clientAddress: "203.0.113.99" },
      );
    for (let i = 0; i < 10; i++) expect((await handleLoyaltyProxy(login(i), instances[i % 2]!)).status).toBe(200);
    for (const deps of instances) {
      const refused = await handleLoyaltyProxy(login(99), deps);
      expect(refused.status).toBe(429);
      expect(errorCode(refused.body)).toBe("TOO_MANY_ATTEMPTS");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(890);
    }
    expect(upstream.spy).toHaveBeenCalledTimes(10);
  });

  it("parallel guesses through two instances cannot overshoot the limit", async () => {
    const upstream = fakeFetch(() => jsonResponse({ peachCode: 31 }));
    const instances = [newStore(), newStore()].map((store) =>
      testDeps({ fetch: upstream.fetch, throttle: new GuessThrottle(store) }),
    );
    const login = (i: number) =>
      proxyRequest(
        { method: "POST", route: "/Member/v3/Login", format: "json", body: { email: "parallel@example.fr", password: `g${i}` } },
        { clientAddress: "203.0.113.100" },
      );
    await Promise.all(Array.from({ length: 40 }, (_, i) => handleLoyaltyProxy(login(i), instances[i % 2]!)));
    expect(upstream.spy).toHaveBeenCalledTimes(10);
  });

  it("answers 503 THROTTLE_UNAVAILABLE for guesses when Redis is down, other calls still pass", async () => {
    const down = new RedisThrottleStore("redis://127.0.0.1:1");
    stores.push(down);
    const deps = testDeps({ throttle: new GuessThrottle(down) });
    const login = proxyRequest({
      method: "POST",
      route: "/Member/v3/Login",
      format: "json",
      body: { email: "a@b.fr", password: "x" },
    });
    // The guess waits for the connection 2 s at most on the proxy's clock (the store's own timer), then answers.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const answer = handleLoyaltyProxy(login, deps);
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(errorCode(response.body)).toBe("THROTTLE_UNAVAILABLE");
    const getMember = proxyRequest(
      { method: "GET", route: "/Member/v3/GetMember", format: "json" },
      { headers: SESSION_HEADERS },
    );
    expect((await handleLoyaltyProxy(getMember, deps)).status).toBe(200);
  });
});
