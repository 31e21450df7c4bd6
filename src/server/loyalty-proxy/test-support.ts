import { vi } from "vitest";
import { loadServerConfig, type Env } from "../config";
import type { ServerRequest } from "../http/types";
import type { ProxyDeps, ProxyLogEntry } from "./handle-loyalty-proxy";
import { GuessThrottle } from "../throttle/guess-throttle";
import { MemoryThrottleStore } from "../throttle/memory-store";
import { RefreshReplay } from "./refresh-replay";

export const UPSTREAM = "http://loyalty.test";

/** The proxy's configuration for tests; `provider` picks the site's loyalty version (the demo's CGR: version 3). */
export function testConfig(env: Env = {}, provider?: string) {
  const result = loadServerConfig({ LOYALTY_API_URL: UPSTREAM, ...env }, undefined, provider);
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** A member's session token, as the browser sends it (routes whose `auth` is "session" need it). */
export const SESSION_HEADERS: Readonly<Record<string, string>> = { "x-loyalty-session": "session-token" };

export interface UpstreamCallRecord {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

/** A fetch double that records calls and answers with `respond` (JSON peachCode 0 by default). */
export function fakeFetch(
  respond: (call: UpstreamCallRecord) => Response | Promise<Response> = () => jsonResponse({ peachCode: 0 }),
) {
  const calls: UpstreamCallRecord[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: new URL(input instanceof Request ? input.url : input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch, calls };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function proxyRequest(
  body: unknown,
  options: { headers?: Record<string, string>; method?: string; clientAddress?: string } = {},
): ServerRequest {
  const rawBody = new TextEncoder().encode(typeof body === "string" ? body : JSON.stringify(body));
  return {
    method: options.method ?? "POST",
    headers: { "content-type": "application/json", ...options.headers },
    rawBody,
    clientAddress: options.clientAddress ?? "203.0.113.7",
  };
}

export function testDeps(overrides: Partial<ProxyDeps> = {}): ProxyDeps & { logs: ProxyLogEntry[] } {
  const logs: ProxyLogEntry[] = [];
  return {
    fetch: fakeFetch().fetch,
    config: testConfig(),
    throttle: new GuessThrottle(new MemoryThrottleStore()),
    refreshReplay: new RefreshReplay(),
    now: () => 0,
    log: (entry) => logs.push(entry),
    logs,
    ...overrides,
  };
}

export const bodyText = (body: Uint8Array | string) => (typeof body === "string" ? body : new TextDecoder().decode(body));
export const bodyJson = (body: Uint8Array | string): unknown => JSON.parse(bodyText(body));
export const errorCode = (body: Uint8Array | string) => (bodyJson(body) as { error: { code: string } }).error.code;
