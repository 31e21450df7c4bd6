import type { ConfigResult } from "../config";
import { errorResponse } from "../http/api-error";
import { resolveClientAddress } from "../http/client-address";
import type { ServerRequest, ServerResponse } from "../http/types";
import { authorizeCall } from "./authorize-route";
import { callUpstream } from "./call-upstream";
import { readProxyCall } from "./read-proxy-call";
import { applyServerSetParams } from "./server-set-params";
import type { SecretGuessThrottle, ThrottleOutcome } from "./secret-guess-throttle";
import { targetEmail, throttleKeys } from "./throttle-keys";
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
  throttle: SecretGuessThrottle;
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
  const read = await readProxyCall(request);
  if (!read.ok) return read.response;
  const { call } = read;
  const authorized = authorizeCall(call, config.loyaltyApiUrl);
  if (!authorized.ok) return authorized.response;
  named(authorized.name);
  applyServerSetParams(authorized.url, authorized.name, config);
  const format = call.format ?? authorized.route.format;
  const headers = upstreamHeaders(request, call.captchaResponse, format);
  if (!headers.ok) return headers.response;

  const address = resolveClientAddress(request.clientAddress, request.headers["x-forwarded-for"], config.trustProxyHops);
  const keys = authorized.route.guessesSecret ? throttleKeys(address, targetEmail(call, authorized.pathParams)) : [];
  const decision = deps.throttle.begin(keys);
  if (!decision.allowed) {
    return errorResponse("TOO_MANY_ATTEMPTS", "Too many failed attempts. Try again later.", {
      "retry-after": String(decision.retryAfterSeconds),
    });
  }
  let outcome: ThrottleOutcome = "neutral";
  try {
    const result = await callUpstream(deps.fetch, {
      url: authorized.url,
      method: call.method,
      headers: headers.headers,
      body: call.body,
      timeoutMs: config.upstreamTimeoutMs,
    });
    const proxied = toProxyResponse(result, format);
    outcome = proxied.outcome;
    return proxied.response;
  } finally {
    deps.throttle.finish(keys, outcome);
  }
}
