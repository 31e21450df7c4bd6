import Cookies from "js-cookie";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, inject, vi } from "vitest";
import { LOYALTY_PROXY_PATH, UPSTREAM_REFRESH_HEADER, UPSTREAM_SESSION_HEADER } from "../../../../lib/loyalty-api";
import type { LoyaltyProvider } from "../../../../domain/site-values";
import { loadServerConfig } from "../../../../server/config";
import { handleLoyaltyProxy } from "../../../../server/loyalty-proxy/handle-loyalty-proxy";
import { GuessThrottle } from "../../../../server/throttle/guess-throttle";
import { MemoryThrottleStore } from "../../../../server/throttle/memory-store";
import { loyaltyQueryClient } from "../query-client";
import { SESSION_COOKIE } from "../session/session-presence";
import { RefreshReplay } from "../../../../server/loyalty-proxy/refresh-replay";

/** The films of the test sandbox's catalogue (sandbox/src/test-support/test-sandbox.ts). */
export const TEST_FILMS = { favoriteA: "1234567", favoriteB: "2345678", released: "3456789", unreleased: "4567890" } as const;
export const DEMO_EMAIL = "marie.dupont@example.fr";
/** The demo member whose membership has expired (memberExpiry 2025-12-31). */
export const EXPIRED_EMAIL = "paul.martin@example.fr";
const DEMO_PASSWORD = "Cinema-2026!";

/** A request the proxy sent on to the backend: what reaches the sandbox. */
export interface UpstreamRequest {
  /** The backend route's path, e.g. "/Member/v3/Logout". */
  path: string;
  /** The JSON body, parsed (undefined without a body). */
  body: unknown;
}

export interface TestLoyalty {
  baseUrl: string;
  /** Upstream route names the proxy was asked for, in order (e.g. "AddFavoriteFilm"). */
  calls: string[];
  /** The requests the proxy sent on to the backend, in order. */
  upstream: UpstreamRequest[];
  /** Makes every later call of these routes fail as a dropped connection would. */
  failNetwork(...routes: string[]): void;
  /** Answers every later call of a route with this envelope instead of the backend's (fault injection). */
  override(route: string, answer: { peachCode: number; statusCode: number; clientErrorMessage?: string }): void;
  /** Holds the answers of a route until the returned function is called. */
  hold(route: string): () => void;
  /**
   * Makes the backend unreachable for the proxy on these routes (every route when none is named): the proxy's
   * own call fails, as when LOYALTY_API_URL points at a port nothing listens on, and the proxy answers for it.
   */
  upstreamDown(...routes: string[]): void;
  /** Logs Marie in on the backend and writes the session cookie, as the login page would. */
  logInMarie(): Promise<{ token: string; refreshToken: string }>;
  /** The same for another demo member (sandbox/src/seed.ts), e.g. {@link EXPIRED_EMAIL}. */
  logInAs(email: string): Promise<{ token: string; refreshToken: string }>;
  /**
   * Logs Marie in through version 1's route (/Member/Login) and writes the session cookie as a version-1 site's login
   * would (cypherVersion 1, with the member id and the session ids): for a backend started as a version-1 provider.
   */
  logInVersion1(): Promise<{ token: string; refreshToken: string }>;
  /** Refreshes a session straight on the backend, as another tab would: the refresh token is used up. */
  refreshDirectly(refreshToken: string): Promise<{ token: string; refreshToken: string }>;
  /** Makes a film one of Marie's favourites or not, straight on the backend (test set-up). */
  setFavoriteFilm(filmId: string, favorite: boolean): Promise<void>;
  /** GET a sandbox route (e.g. `/sandbox/members/…`) straight from the backend. */
  sandboxGet<T>(route: string): Promise<T>;
  /** POST to a sandbox tool (e.g. `/sandbox/members/…/balance`, docs/sandbox.md) straight on the backend. */
  sandboxPost(route: string, body?: unknown): Promise<void>;
  /** How the backend answers (sandbox/src/domain/answer-modes.ts); a test that changes them sets them back. */
  setAnswerModes(modes: { refresh?: "envelope" | "status-only"; captcha?: "off" | "required" }): Promise<void>;
  /** Forgets the cookie, the calls and the failures; the backend data stays. */
  reset(): void;
  /** Gives fetch back; the worker's sandbox stays for the next file, which starts it afresh. */
  stop(): Promise<void>;
}

let inUse = false;

/**
 * This worker's sandbox (src/test/test-sandboxes.ts), started afresh: the demo data as seeded, the answer
 * modes of the start, the provider asked. One test backend at a time per worker: files running at the same
 * time are in other workers, each with its own sandbox.
 */
async function freshSandbox(provider: LoyaltyProvider | undefined): Promise<string> {
  if (inUse) throw new Error("A test backend is already running in this worker: stop it first.");
  const baseUrl = inject("testSandboxes")[Number(process.env.VITEST_POOL_ID) - 1];
  if (baseUrl === undefined) throw new Error(`No test sandbox for worker ${process.env.VITEST_POOL_ID}.`);
  const response = await fetch(`${baseUrl}/sandbox/test/reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(provider ? { provider } : {}),
  });
  if (!response.ok) throw new Error(`The test sandbox's reset answered ${response.status}`);
  inUse = true;
  return baseUrl;
}

/**
 * The browser's `/api/loyalty` calls go through the real proxy handler to a real sandbox (this worker's,
 * with fresh demo data): the whole member chain, no mocked answers.
 * `provider` (default the site's) sets both the proxy's loyalty version and the sandbox's provider.
 */
export async function startTestLoyalty({ provider }: { provider?: LoyaltyProvider } = {}): Promise<TestLoyalty> {
  const baseUrl = await freshSandbox(provider);
  const realFetch = globalThis.fetch;
  const upstream: UpstreamRequest[] = [];
  const down = new Set<string>();
  const forward: typeof fetch = (input, init) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const upstreamPath = new URL(input instanceof Request ? input.url : input).pathname;
    upstream.push({ path: upstreamPath, body });
    const name = upstreamPath.split("/").filter(Boolean).pop() ?? "";
    if (down.has("*") || down.has(name)) return Promise.reject(new TypeError("fetch failed"));
    return realFetch(input, init);
  };
  const deps = {
    fetch: forward,
    config: loadServerConfig({ LOYALTY_API_URL: baseUrl }, undefined, provider),
    throttle: new GuessThrottle(new MemoryThrottleStore()),
    refreshReplay: new RefreshReplay(),
    now: Date.now,
    log: () => {},
  };
  const calls: string[] = [];
  const failing = new Set<string>();
  const overrides = new Map<string, { peachCode: number; statusCode: number; clientErrorMessage?: string }>();
  const held = new Map<string, Promise<void>>();

  const fakeFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url !== LOYALTY_PROXY_PATH) throw new TypeError(`Unexpected fetch of ${url}`);
    const body = typeof init.body === "string" ? init.body : "";
    const route = routeName(body);
    calls.push(route);
    await held.get(route);
    if (failing.has(route)) throw new TypeError("Failed to fetch");
    const canned = overrides.get(route);
    if (canned) return Response.json({ clientErrorMessage: "", ...canned }, { status: canned.statusCode });
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = {
      method: init.method ?? "GET",
      headers,
      rawBody: new TextEncoder().encode(body),
      clientAddress: "127.0.0.1",
    };
    const answer = await handleLoyaltyProxy(request, deps);
    const text = typeof answer.body === "string" ? answer.body : new TextDecoder().decode(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: answer.headers });
  };
  vi.stubGlobal("fetch", vi.fn(fakeFetch));

  const setAnswerModes = async (modes: { refresh?: "envelope" | "status-only"; captcha?: "off" | "required" }) => {
    const response = await realFetch(`${baseUrl}/sandbox/answer-modes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(modes),
    });
    if (!response.ok) throw new Error(`answer-modes answered ${response.status}`);
  };
  const reset = () => {
    Cookies.remove(SESSION_COOKIE, { path: "/" });
    calls.length = 0;
    upstream.length = 0;
    failing.clear();
    overrides.clear();
    down.clear();
  };

  let memberToken = "";
  const memberPost = async (route: string, body: unknown) => {
    const headers = { "content-type": "application/json", [UPSTREAM_SESSION_HEADER]: memberToken };
    const response = await realFetch(`${baseUrl}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  };

  /** Logs a demo member in straight on the backend and writes the session cookie with the version's fields. */
  const logIn = async (email: string, version: 1 | 3) => {
    const response = await realFetch(`${baseUrl}/Member/${version === 3 ? "v3/" : ""}Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const answer = (await response.json()) as {
      memberDetails: { memberId: string };
      userSessionId: string;
      encryptedSessionId: string;
      sessionManagementTokens: { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
    };
    const tokens = {
      token: answer.sessionManagementTokens.boxofficeSessionToken,
      refreshToken: answer.sessionManagementTokens.boxofficeRefreshSessionToken,
    };
    const versionFields =
      version === 3
        ? {}
        : {
            userSessionId: answer.userSessionId,
            memberId: answer.memberDetails.memberId,
            encryptedSessionId: answer.encryptedSessionId,
          };
    const cookie = { cypherVersion: version, ...tokens, ...versionFields, refreshedAt: Date.now() };
    Cookies.set(SESSION_COOKIE, JSON.stringify(cookie), { path: "/" });
    memberToken = tokens.token;
    return tokens;
  };
  const logInAs = (email: string) => logIn(email, 3);

  return {
    baseUrl,
    calls,
    upstream,
    failNetwork: (...routes) => routes.forEach((route) => failing.add(route)),
    override: (route, answer) => void overrides.set(route, answer),
    hold: (route) => {
      let release = () => {};
      held.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(route);
        release();
      };
    },
    upstreamDown: (...routes) => (routes.length === 0 ? ["*"] : routes).forEach((route) => down.add(route)),
    logInMarie: () => logInAs(DEMO_EMAIL),
    logInAs,
    logInVersion1: () => logIn(DEMO_EMAIL, 1),
    refreshDirectly: async (refreshToken) => {
      const response = await realFetch(`${baseUrl}/Member/v3/RefreshLogin`, {
        headers: { [UPSTREAM_REFRESH_HEADER]: refreshToken },
      });
      const answer = (await response.json()) as {
        sessionManagementTokens: { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
      };
      return {
        token: answer.sessionManagementTokens.boxofficeSessionToken,
        refreshToken: answer.sessionManagementTokens.boxofficeRefreshSessionToken,
      };
    },
    setFavoriteFilm: (filmId, favorite) =>
      memberPost(`/Member/v3/${favorite ? "Add" : "Remove"}FavoriteFilm`, { externalFilmId: filmId, boxofficeId: filmId }),
    sandboxGet: async <T>(route: string) => (await (await realFetch(`${baseUrl}${route}`)).json()) as T,
    sandboxPost: async (route, body) => {
      const response = await realFetch(`${baseUrl}${route}`, {
        method: "POST",
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    },
    setAnswerModes,
    reset,
    stop: async () => {
      reset();
      vi.unstubAllGlobals();
      inUse = false;
    },
  };
}

/** The last segment of the real route, e.g. "/Member/v3/AddFavoriteFilm" → "AddFavoriteFilm". */
function routeName(body: string): string {
  try {
    const route = (JSON.parse(body) as { route?: unknown }).route;
    return typeof route === "string" ? (route.split("/").filter(Boolean).pop() ?? route) : "?";
  } catch {
    return "?";
  }
}

/**
 * The test backend of a test file: started before its tests and stopped after them; after each test
 * the rendered tree is unmounted, the query cache emptied and the cookie, calls and failures forgotten
 * (the backend's data stays). The backend starts in `beforeAll`: the object returned forwards to it.
 */
export function setUpTestLoyalty(options: { provider?: LoyaltyProvider } = {}): TestLoyalty {
  let started: TestLoyalty | undefined;
  beforeAll(async () => {
    started = await startTestLoyalty(options);
  });
  afterAll(() => started?.stop());
  afterEach(() => {
    cleanup(); // unmount first: a mounted island would refetch into the cleared cache
    loyaltyQueryClient.clear();
    started?.reset();
  });
  return new Proxy({} as TestLoyalty, {
    get: (_target, key) => {
      if (started === undefined) throw new Error("The test backend is used before beforeAll started it.");
      return Reflect.get(started, key) as unknown;
    },
  });
}
