import {
  PROXY_REFRESH_HEADER,
  PROXY_SESSION_HEADER,
  buildRoutePath,
  findLoyaltyRoute,
  type LoyaltyRoute,
  type LoyaltyRouteName,
  type LoyaltyVersion,
  type PathParams,
} from "../../lib/loyalty-api";
import { errorResponse } from "../http/api-error";
import type { ServerRequest, ServerResponse } from "../http/types";
import type { ProxyCall } from "./proxy-call";

export type AuthorizedCall =
  | { ok: true; name: LoyaltyRouteName; route: LoyaltyRoute; pathParams: PathParams; url: URL }
  | { ok: false; response: ServerResponse };

const refuse = (response: ServerResponse): AuthorizedCall => ({ ok: false, response });

/** The browser header that must carry a token for a route's `auth`. */
const TOKEN_HEADER_FOR = { session: PROXY_SESSION_HEADER, refresh: PROXY_REFRESH_HEADER } as const;

/**
 * The allowlist: the call must match an entry of the route table, be a route of
 * the site's loyalty version, carry the token its `auth` asks for, and the upstream
 * URL is rebuilt from that entry's template, never from the client's string.
 */
export function authorizeCall(
  call: ProxyCall,
  request: Pick<ServerRequest, "headers">,
  { upstreamBase, version }: { upstreamBase: URL; version: LoyaltyVersion },
): AuthorizedCall {
  const lookup = findLoyaltyRoute(call.method, call.route);
  if (lookup.kind === "not-found") {
    return refuse(errorResponse("ROUTE_NOT_ALLOWED", "This route is not part of the loyalty API."));
  }
  if (lookup.kind === "wrong-method") {
    return refuse(errorResponse("ROUTE_METHOD_NOT_ALLOWED", `This route only accepts ${lookup.allowed.join(", ")}.`));
  }
  if (!lookup.route.versions.includes(version)) {
    return refuse(
      errorResponse("ROUTE_NOT_ALLOWED_FOR_VERSION", `This route is not part of version ${version} of the loyalty API.`),
    );
  }
  if (lookup.route.auth !== "none") {
    const header = TOKEN_HEADER_FOR[lookup.route.auth];
    if (!request.headers[header]) {
      return refuse(errorResponse("SESSION_REQUIRED", `This route needs the member's ${header} header.`));
    }
  }
  const allowedQuery = new Set(lookup.route.query ?? []);
  const unknown = Object.keys(call.params).filter((name) => !allowedQuery.has(name));
  if (unknown.length > 0) {
    return refuse(errorResponse("QUERY_PARAM_NOT_ALLOWED", `Query parameter not allowed: ${unknown[0]}.`));
  }
  const base = upstreamBase.href.replace(/\/+$/, "");
  const basePath = `${upstreamBase.pathname.replace(/\/+$/, "")}/`;
  let url: URL;
  try {
    url = new URL(base + buildRoutePath(lookup.route.path, lookup.params));
  } catch {
    return refuse(errorResponse("ROUTE_NOT_ALLOWED", "A path parameter does not have the expected shape."));
  }
  // Belt and braces: whatever the template and values, the call stays on the configured upstream.
  if (url.origin !== upstreamBase.origin || !url.pathname.startsWith(basePath)) {
    return refuse(errorResponse("ROUTE_NOT_ALLOWED", "The route does not resolve on the loyalty API."));
  }
  for (const [name, value] of Object.entries(call.params)) url.searchParams.append(name, String(value));
  return { ok: true, name: lookup.name, route: lookup.route, pathParams: lookup.params, url };
}
