import type { ApiErrorBody } from "../../lib/loyalty-api";
import type { ServerResponse } from "./types";

/** Every error the proxy and the redirect endpoints answer, with its status. */
export const API_ERRORS = {
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  MALFORMED_JSON: 400,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_ALLOWED: 403,
  ROUTE_METHOD_NOT_ALLOWED: 403,
  QUERY_PARAM_NOT_ALLOWED: 403,
  ROUTE_NOT_ALLOWED_FOR_VERSION: 403,
  SESSION_REQUIRED: 401,
  TOO_MANY_ATTEMPTS: 429,
  CONFIG_INVALID: 500,
  INTERNAL_ERROR: 500,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_ERROR: 502,
  UPSTREAM_REDIRECT: 502,
  UPSTREAM_BAD_RESPONSE: 502,
  UPSTREAM_TIMEOUT: 504,
  THROTTLE_UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Headers on every answer of our endpoints: never cached, never sniffed or rendered as a page. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
};

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function errorResponse(code: ApiErrorCode, message: string, extraHeaders: Record<string, string> = {}): ServerResponse {
  const body: ApiErrorBody = { error: { code, message } };
  return {
    status: API_ERRORS[code],
    headers: { ...BASE_HEADERS, "content-type": JSON_CONTENT_TYPE, ...extraHeaders },
    body: JSON.stringify(body),
  };
}
