import { describe, expect, it } from "vitest";
import { GUESS_LIMITS } from "../throttle/guess-policy";
import { GuessThrottle } from "../throttle/guess-throttle";
import { MemoryThrottleStore } from "../throttle/memory-store";
import { handleLoyaltyProxy, type ProxyDeps } from "./handle-loyalty-proxy";
import {
  bodyJson,
  errorCode,
  fakeFetch,
  jsonResponse,
  proxyRequest,
  SESSION_HEADERS,
  testConfig,
  testDeps,
} from "./test-support";

const MEMBER = "marie@example.fr";
const PASSWORD = "Bon-Mot-De-Passe-1";
const MEMBER_HOME = "198.51.100.10";
const STRANGER = "203.0.113.66";

/** A backend where Marie's password is PASSWORD and gift card GOOD-CARD exists; everything else fails. */
function backend(call: { init: RequestInit }) {
  const body = JSON.parse(typeof call.init.body === "string" ? call.init.body : "{}") as Record<string, string>;
  if (body.password === PASSWORD && body.email === MEMBER) return jsonResponse({ peachCode: 0 });
  if (body.cardNumber === "GOOD-CARD") return jsonResponse({ peachCode: 0, balance: 10 });
  return jsonResponse({ peachCode: body.cardNumber ? 51 : 31, clientErrorMessage: "refused" });
}

function setup() {
  let now = 1_000_000;
  const upstream = fakeFetch(backend);
  const store = new MemoryThrottleStore({ now: () => now });
  const deps: ProxyDeps = testDeps({ fetch: upstream.fetch, throttle: new GuessThrottle(store) });
  const send = async (request: ReturnType<typeof proxyRequest>) => handleLoyaltyProxy(request, deps);
  return { deps, upstream, send, advance: (ms: number) => (now += ms) };
}

const login = (email: string, password: string, clientAddress: string, format = "json") =>
  proxyRequest({ method: "POST", route: "/Member/v3/Login", format, body: { email, password } }, { clientAddress });
const giftCard = (cardNumber: string, clientAddress: string) =>
  proxyRequest(
    { method: "POST", route: "/GiftCard/CheckGiftCardBalance", format: "json", body: { cardNumber } },
    { clientAddress },
  );

describe("throttling of secret guesses", () => {
  it("blocks one account from one address after 10 failures: 429, Retry-After 900, no upstream call", async () => {
    const { send, upstream } = setup();
    for (let i = 0; i < 10; i++) expect((await send(login(MEMBER, `guess${i}`, STRANGER))).status).toBe(200);
    const response = await send(login(MEMBER, "guess10", STRANGER));
    expect(response.status).toBe(429);
    expect(response.headers["retry-after"]).toBe("900");
    expect(errorCode(response.body)).toBe("TOO_MANY_ATTEMPTS");
    expect(upstream.spy).toHaveBeenCalledTimes(10);
  });

  it("interleaved successes do not reset the address's count (gift-card guessing)", async () => {
    const { send, upstream } = setup();
    let guesses = 0;
    for (let i = 0; i < 200; i++) {
      const response = await send(giftCard(i % 9 === 8 ? "GOOD-CARD" : `CARD-${i}`, STRANGER));
      if (response.status === 429) break;
      guesses++;
    }
    const failedGuesses = upstream.calls.filter((call) => call.init.body !== JSON.stringify({ cardNumber: "GOOD-CARD" })).length;
    expect(failedGuesses).toBe(GUESS_LIMITS.address.limit);
    expect(guesses).toBeLessThan(30);
  });

  it("interleaved successes on the guesser's own account do not reset spraying other accounts", async () => {
    const { send } = setup();
    let failures = 0;
    for (let i = 0; i < 200; i++) {
      const ownLogin = i % 9 === 8;
      const response = await send(
        ownLogin ? login(MEMBER, PASSWORD, STRANGER) : login(`user${i}@example.fr`, "Azerty123!", STRANGER),
      );
      if (response.status === 429) break;
      if (!ownLogin) failures++;
    }
    expect(failures).toBe(GUESS_LIMITS.address.limit);
  });

  it("a success clears only its own account-and-address counter", async () => {
    const { send } = setup();
    for (let i = 0; i < 9; i++) await send(login(MEMBER, "typo", MEMBER_HOME));
    expect((await send(login(MEMBER, PASSWORD, MEMBER_HOME))).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await send(login(MEMBER, "typo", MEMBER_HOME))).status).toBe(200);
    expect((await send(login(MEMBER, "typo", MEMBER_HOME))).status).toBe(429);
  });

  it("a client-chosen raw or blob format cannot turn a refused guess into a success", async () => {
    const { send, upstream } = setup();
    for (const format of ["raw", "blob"]) {
      const response = await send(login(MEMBER, "guess", STRANGER, format));
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(bodyJson(response.body)).toMatchObject({ peachCode: 31 });
    }
    for (let i = 0; i < 20; i++) await send(login(MEMBER, `guess${i}`, STRANGER, i % 2 ? "raw" : "blob"));
    expect(upstream.spy).toHaveBeenCalledTimes(GUESS_LIMITS.accountFromAddress.limit);
  });

  it("a stranger's wrong passwords do not stop the member logging in from her own address", async () => {
    const { send } = setup();
    for (let i = 0; i < 30; i++) await send(login(MEMBER, `guess${i}`, STRANGER));
    expect((await send(login(MEMBER, "guess", STRANGER))).status).toBe(429);
    const member = await send(login(MEMBER, PASSWORD, MEMBER_HOME));
    expect(member.status).toBe(200);
    expect(bodyJson(member.body)).toMatchObject({ peachCode: 0 });
  });

  it("guessers on many addresses block the account for new addresses, not for one the member logged in from", async () => {
    const { send } = setup();
    expect((await send(login(MEMBER, PASSWORD, MEMBER_HOME))).status).toBe(200);
    for (let i = 0; i < GUESS_LIMITS.account.limit; i++) await send(login(MEMBER, "guess", `192.0.2.${i}`));
    expect((await send(login(MEMBER, "guess", "192.0.2.200"))).status).toBe(429);
    expect((await send(login(MEMBER, PASSWORD, "192.0.2.201"))).status).toBe(429);
    expect((await send(login(MEMBER, PASSWORD, MEMBER_HOME))).status).toBe(200);
  });

  it("limits secret guesses without an e-mail per address over 15 minutes and over a day", async () => {
    const { send, advance, upstream } = setup();
    let reached = 0;
    for (let window = 0; window < 8; window++) {
      for (let i = 0; i < 30; i++) await send(giftCard(`CARD-${window}-${i}`, STRANGER));
      reached = upstream.calls.length;
      advance(GUESS_LIMITS.address.windowMs + 1000);
    }
    expect(reached).toBe(GUESS_LIMITS.addressPerDay.limit);
    expect((await send(giftCard("CARD-x", STRANGER))).status).toBe(429);
    expect((await send(giftCard("CARD-x", "192.0.2.1"))).status).toBe(200);
  });

  it("counts guesses in flight: 50 parallel guesses let 10 through", async () => {
    const { send, upstream } = setup();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(login(MEMBER, `guess${i}`, STRANGER))));
    expect(upstream.spy).toHaveBeenCalledTimes(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40);
  });

  it("gives back a guess the backend did not answer", async () => {
    const down = setup();
    down.deps.fetch = fakeFetch(() => new Response("oops", { status: 503 })).fetch;
    for (let i = 0; i < 15; i++) expect((await down.send(login(MEMBER, "guess", STRANGER))).status).toBe(502);
  });

  it("targets the account named by the {email} path parameter or the emailAddress query parameter", async () => {
    const { send } = setup();
    const reminder = proxyRequest(
      { method: "GET", route: "/Member/UsernameReminder/77/marie%40example.fr", format: "json" },
      { clientAddress: STRANGER },
    );
    for (let i = 0; i < 10; i++) await send(reminder);
    const reset = proxyRequest(
      { method: "GET", route: "/Member/v3/GetResetPasswordCode", format: "json", params: { emailAddress: MEMBER } },
      { clientAddress: STRANGER },
    );
    expect((await send(reset)).status).toBe(429);
  });

  it("does not throttle calls that guess no secret", async () => {
    const { send } = setup();
    const getMember = proxyRequest(
      { method: "GET", route: "/Member/v3/GetMember", format: "json" },
      { clientAddress: STRANGER, headers: SESSION_HEADERS },
    );
    for (let i = 0; i < 30; i++) expect((await send(getMember)).status).toBe(200);
  });

  it("reads X-Forwarded-For only when TRUST_PROXY is set", async () => {
    const spoofed = (i: number) => ({
      ...login(`u${i}@example.fr`, "guess", "10.0.0.1"),
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
    });
    const direct = setup();
    for (let i = 0; i < 20; i++) await direct.send(spoofed(i));
    expect((await direct.send(spoofed(99))).status).toBe(429);

    const behindProxy = setup();
    behindProxy.deps.config = testConfig({ TRUST_PROXY: "true" });
    for (let i = 0; i < 20; i++) await behindProxy.send(spoofed(i));
    expect((await behindProxy.send(spoofed(99))).status).toBe(200);
  });
});
