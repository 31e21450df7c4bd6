import type { ConfigResult } from "../config";
import { BASE_HEADERS, errorResponse } from "../http/api-error";
import type { ServerRequest, ServerResponse } from "../http/types";
import type { RedirectTargetName } from "./redirect-table";
import { ticketingLocation } from "./ticketing-location";

export type RedirectRequest = Pick<ServerRequest, "method" | "url">;

/** GET/HEAD /api/{target}/redirect: 302 to the ticketing site, never to a URL from the request. */
export function handleTicketingRedirect(
  targetName: RedirectTargetName,
  request: RedirectRequest,
  config: ConfigResult,
): ServerResponse {
  try {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return errorResponse("METHOD_NOT_ALLOWED", "This endpoint only accepts GET and HEAD.", { allow: "GET, HEAD" });
    }
    if (!config.ok) return errorResponse("CONFIG_INVALID", config.message);
    const location = ticketingLocation(config.config.ticketingUrl, targetName, queryOf(request.url));
    return { status: 302, headers: { ...BASE_HEADERS, location: location.href, "referrer-policy": "no-referrer" }, body: "" };
  } catch {
    return errorResponse("INTERNAL_ERROR", "The redirect failed unexpectedly.");
  }
}

function queryOf(url: string | undefined): URLSearchParams {
  const start = url?.indexOf("?") ?? -1;
  return new URLSearchParams(start >= 0 ? url!.slice(start + 1).split("#")[0] : "");
}
