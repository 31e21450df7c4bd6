import {
  PROXY_REFRESH_HEADER,
  PROXY_SESSION_HEADER,
  UPSTREAM_CAPTCHA_HEADER,
  UPSTREAM_REFRESH_HEADER,
  UPSTREAM_SESSION_HEADER,
  type ResponseFormat,
} from "../../lib/loyalty-api";
import { errorResponse } from "../http/api-error";
import type { ServerRequest, ServerResponse } from "../http/types";
import { sessionTokenSchema } from "./request-schema";

export type HeadersResult = { ok: true; headers: Record<string, string> } | { ok: false; response: ServerResponse };

const ACCEPT: Record<ResponseFormat, string> = {
  json: "application/json",
  raw: "text/plain, */*;q=0.5",
  blob: "*/*",
};

const TOKEN_HEADERS = [
  [PROXY_SESSION_HEADER, UPSTREAM_SESSION_HEADER, "X-Loyalty-Session"],
  [PROXY_REFRESH_HEADER, UPSTREAM_REFRESH_HEADER, "X-Loyalty-Refresh-Session"],
] as const;

/**
 * The only headers the upstream sees: the member's tokens under the backend's names,
 * the captcha answer and Accept. Nothing else of the browser's request (cookies,
 * forwarding headers) is passed on.
 */
export function upstreamHeaders(
  request: ServerRequest,
  captchaResponse: string | undefined,
  format: ResponseFormat,
): HeadersResult {
  const headers: Record<string, string> = { accept: ACCEPT[format] };
  for (const [incoming, outgoing, label] of TOKEN_HEADERS) {
    const value = request.headers[incoming];
    if (value === undefined || value === "") continue;
    if (!sessionTokenSchema.safeParse(value).success) {
      return { ok: false, response: errorResponse("INVALID_REQUEST", `The ${label} header is not a valid token.`) };
    }
    headers[outgoing] = value;
  }
  if (captchaResponse) headers[UPSTREAM_CAPTCHA_HEADER] = captchaResponse;
  return { ok: true, headers };
}
