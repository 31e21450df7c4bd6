import type { ConfigResult } from "../config";
import { PROXY_REFRESH_HEADER } from "../../lib/loyalty-api";
import { errorResponse } from "../http/api-error";
import { clientAddressOf } from "../http/client-address";
import type { ServerRequest, ServerResponse } from "../http/types";
import { authorizeCall } from "./authorize-route";
import { callUpstream } from "./call-upstream";
import { refuseMemberText } from "./member-text";
import { readProxyCall } from "./read-proxy-call";
import type { RefreshReplay } from "./refresh-replay";
import { applyServerSetParams } from "./server-set-params";
import type { GuessOutcome, GuessThrottle } from "../throttle/guess-throttle";
import { guessPlanFor } from "./throttle-keys";
import { toProxyResponse } from "./to-proxy-response";
import { upstreamHeaders } from "./upstream-headers";

/** What is logged of a call: never a body, a token, a password or a code. */
export interface ProxyLogEntry {
  route: string;
  status: number;
  durationMs: number;
}

export interface ProxyDeps {
  fetch: typeof fetch;
  config: ConfigResult;
  throttle: GuessThrottle;
  /** Answers of recent refreshes, given again for the same refresh token (refresh-replay.ts). */
  refreshReplay: RefreshReplay;
  now: () => number;
  log?: (entry: ProxyLogEntry) => void;
}

// One JSON line per call, written to stdout directly: console.* goes through
// Gatsby's interactive reporter under `gatsby serve`, which costs more than the call.
const defaultLog = (entry: ProxyLogEntry) => {
  process.stdout.write(`${JSON.stringify({ event: "loyalty-proxy", ...entry })}\n`);
};

/** POST /api/loyalty: validates, allowlists, throttles and forwards one loyalty call. Always answers. */
export async function handleLoyaltyProxy(request: ServerRequest, deps: ProxyDeps): Promise<ServerResponse> {
  const startedAt = deps.now();
  const log = deps.log ?? defaultLog;
  let routeName = "-";
  let response: ServerResponse;
  try {
    response = await proxy(request, deps, (name) => (routeName = name));
  } catch {
    response = errorResponse("INTERNAL_ERROR", "The proxy failed unexpectedly.");
  }
  log({ route: routeName, status: response.status, durationMs: deps.now() - startedAt });
  return response;
}

async function proxy(request: ServerRequest, deps: ProxyDeps, named: (name: string) => void): Promise<ServerResponse> {
  if (request.method !== "POST") {
    return errorResponse("METHOD_NOT_ALLOWED", "The loyalty proxy only accepts POST.", { allow: "POST" });
  }
  if (!deps.config.ok) return errorResponse("CONFIG_INVALID", deps.config.message);
  const config = deps.config.config;
  const read = readProxyCall(request);
  if (!read.ok) return read.response;
  const { call } = read;
  const authorized = authorizeCall(call, request, { upstreamBase: config.loyaltyApiUrl, version: config.loyaltyVersion });
  if (!authorized.ok) return authorized.response;
  named(authorized.name);
  const badText = refuseMemberText(authorized.route, call.body);
  if (badText) return badText;
  applyServerSetParams(authorized.url, authorized.name, config);
  // A throttled route always answers in its own format: a client-chosen raw or blob
  // would hide the peachCode that tells a failed guess from a success.
  const format = authorized.route.guessesSecret ? authorized.route.format : (call.format ?? authorized.route.format);
  const headers = upstreamHeaders(request, call.captchaResponse, format);
  if (!headers.ok) return headers.response;

  const send = async () => {
    const result = await callUpstream(deps.fetch, {
      url: authorized.url,
      method: call.method,
      headers: headers.headers,
      body: call.body,
      timeoutMs: config.upstreamTimeoutMs,
    });
    return toProxyResponse(result, format);
  };
  if (authorized.route.auth === "refresh") return refreshOnce(request, authorized.name, send, deps);
  if (!authorized.route.guessesSecret) return (await send()).response;

  const plan = guessPlanFor(authorized.name, call, authorized.pathParams, clientAddressOf(request, config));
  let decision;
  try {
    decision = await deps.throttle.begin(plan);
  } catch {
    return errorResponse("THROTTLE_UNAVAILABLE", "The attempt counter cannot be reached; try again shortly.");
  }
  if (!decision.allowed) {
    return errorResponse("TOO_MANY_ATTEMPTS", "Too many failed attempts. Try again later.", {
      "retry-after": String(decision.retryAfterSeconds),
    });
  }
  let outcome: GuessOutcome = "neutral";
  try {
    const proxied = await send();
    outcome = proxied.outcome;
    return proxied.response;
  } finally {
    await deps.throttle.finish(decision.ticket, outcome).catch(() => undefined);
  }
}

/** A refresh: the answer given for this refresh token a moment ago, if any (refresh-replay.ts), else the backend's. */
async function refreshOnce(
  request: ServerRequest,
  route: string,
  send: () => Promise<{ response: ServerResponse; outcome: GuessOutcome }>,
  deps: ProxyDeps,
): Promise<ServerResponse> {
  const refreshToken = request.headers[PROXY_REFRESH_HEADER];
  if (!refreshToken) return (await send()).response;
  const replayed = await deps.refreshReplay.recall(route, refreshToken, deps.now());
  if (replayed) return replayed;
  const { response, outcome } = await send();
  if (outcome === "success" && response.status === 200) await deps.refreshReplay.keep(route, refreshToken, response, deps.now());
  return response;
}
