import { loadServerConfig } from "../../src/server/config";
import type { ServerRequest } from "../../src/server/http/types";
import { handleLoyaltyProxy } from "../../src/server/loyalty-proxy/handle-loyalty-proxy";
import { GuessThrottle } from "../../src/server/throttle/guess-throttle";
import { MemoryThrottleStore } from "../../src/server/throttle/memory-store";
import type { CountingTap } from "./counting-tap";
import { RefreshReplay } from "../../src/server/loyalty-proxy/refresh-replay";

const MINUTE = 60_000;
export const WINDOW_MS = 15 * MINUTE;
const DEMO = { email: "marie.dupont@example.fr", password: "Cinema-2026!" };
const DEMO_GIFT_CARD = "5012340000001234";

/** One call of an attacker, and whether it is a wrong guess (the others are the attacker's own successes). */
interface Attempt {
  call: Record<string, unknown>;
  wrong: boolean;
}

/** An attack: the n-th call, and the address it comes from. */
export interface Scenario {
  name: string;
  attempt: (n: number) => Attempt;
  address: (n: number) => string;
}

const login = (email: string, password: string) => ({ method: "POST", route: "/Member/v3/Login", body: { email, password } });
const wrongLogin = (email: string, n: number): Attempt => ({ call: login(email, `Mauvais-${n}!`), wrong: true });
const ownLogin: Attempt = { call: login(DEMO.email, DEMO.password), wrong: false };
const giftCard = (cardNumber: string, wrong: boolean): Attempt => ({
  call: { method: "POST", route: "/GiftCard/CheckGiftCardBalance", body: { cardNumber } },
  wrong,
});
/** Every tenth call a success of the attacker's own (her account, her gift card). */
const everyTenth = (own: Attempt, wrong: (n: number) => Attempt) => (n: number) => (n % 10 === 9 ? own : wrong(n));

/** The attacks measured, each from its own address (TEST-NET ranges). */
export function scenarios(tag: string): Scenario[] {
  const from = (host: number) => () => `198.51.100.${host}`;
  return [
    { name: "one account's password", address: from(1), attempt: (n) => wrongLogin(`cible.${tag}@example.fr`, n) },
    {
      name: "one account's password, success every 10th",
      address: from(2),
      attempt: everyTenth(ownLogin, (n) => wrongLogin(`cible2.${tag}@example.fr`, n)),
    },
    { name: "spraying many accounts", address: from(3), attempt: (n) => wrongLogin(`membre${n}.${tag}@example.fr`, n) },
    {
      name: "spraying, success every 10th",
      address: from(4),
      attempt: everyTenth(ownLogin, (n) => wrongLogin(`autre${n}.${tag}@example.fr`, n)),
    },
    { name: "gift-card numbers", address: from(5), attempt: (n) => giftCard(`50123400${String(n).padStart(8, "0")}`, true) },
    {
      name: "gift-card numbers, own card every 10th",
      address: from(6),
      attempt: everyTenth(giftCard(DEMO_GIFT_CARD, false), (n) => giftCard(`50129900${String(n).padStart(8, "0")}`, true)),
    },
  ];
}

/** One account guessed from a new address each time: what the per-account limit lets through. */
export const distributedScenario = (tag: string): Scenario => ({
  name: "one account, a new address per guess",
  address: (n) => `203.0.${Math.floor(n / 250) % 250}.${n % 250}`,
  attempt: (n) => wrongLogin(`cible3.${tag}@example.fr`, n),
});

export type Send = (address: string, call: Record<string, unknown>) => Promise<number>;

/** The times (ms from the start) at which wrong guesses reached the backend. */
export async function runScenario(
  scenario: Scenario,
  attempts: number,
  send: Send,
  tap: CountingTap,
  clock: () => number,
  afterEach: () => void = () => undefined,
) {
  const reached: number[] = [];
  let statuses5xx = 0;
  for (let n = 0; n < attempts; n += 1) {
    const { call, wrong } = scenario.attempt(n);
    const before = tap.calls.length;
    const at = clock();
    const status = await send(scenario.address(n), call);
    if (status >= 500) statuses5xx += 1;
    if (wrong && tap.calls.length > before) reached.push(at);
    afterEach();
  }
  return { reached, statuses5xx };
}

/** Most of `times` (sorted) that fall in any stretch of `windowMs`. */
export function mostInWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Sends through the real server (`gatsby serve` with TRUST_PROXY=1), the address in X-Forwarded-For. */
export const sendOverHttp =
  (site: string): Send =>
  async (address, call) => {
    const response = await fetch(`${site}/api/loyalty`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(call),
    });
    await response.arrayBuffer();
    return response.status;
  };

/**
 * The proxy's own handler in this process, on a fake clock (the memory store and the
 * handler take `now`), forwarding for real to the backend: days of an attack in seconds.
 */
export function fakeClockProxy(backend: string) {
  let now = 0;
  const clock = () => now;
  const config = loadServerConfig({ LOYALTY_API_URL: backend });
  const throttle = new GuessThrottle(new MemoryThrottleStore({ now: clock }));
  const send: Send = async (address, call) => {
    const request: ServerRequest = {
      method: "POST",
      headers: { "content-type": "application/json" },
      rawBody: new TextEncoder().encode(JSON.stringify(call)),
      clientAddress: address,
    };
    const response = await handleLoyaltyProxy(request, {
      fetch,
      config,
      throttle,
      refreshReplay: new RefreshReplay(),
      now: clock,
      log: () => undefined,
    });
    return response.status;
  };
  return { send, clock, advance: (ms: number) => (now += ms) };
}
