import { PEACH_SUCCESS, type ResponseFormat } from "../../lib/loyalty-api";
import { BASE_HEADERS, JSON_CONTENT_TYPE, errorResponse } from "../http/api-error";
import type { ServerResponse } from "../http/types";
import type { UpstreamResult } from "./call-upstream";
import type { GuessOutcome } from "../throttle/guess-throttle";

export interface ProxyOutcome {
  response: ServerResponse;
  /** For the secret-guess throttle: did the guess succeed, fail, or say nothing? */
  outcome: GuessOutcome;
}

const SAFE_CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/;

const neutral = (response: ServerResponse): ProxyOutcome => ({ response, outcome: "neutral" });

/** Turns the upstream answer into the proxy's answer in the requested format. */
export function toProxyResponse(result: UpstreamResult, format: ResponseFormat): ProxyOutcome {
  if (result.kind === "timeout") {
    return neutral(errorResponse("UPSTREAM_TIMEOUT", "The loyalty service did not answer in time."));
  }
  if (result.kind === "unreachable") {
    return neutral(errorResponse("UPSTREAM_UNREACHABLE", "The loyalty service cannot be reached."));
  }
  if (result.kind === "too-large") {
    return neutral(errorResponse("UPSTREAM_BAD_RESPONSE", "The loyalty service answer is too large."));
  }
  const { status, bytes } = result;
  if (status >= 300 && status < 400) {
    return neutral(errorResponse("UPSTREAM_REDIRECT", "The loyalty service answered with a redirect, which is not followed."));
  }
  if (status >= 500 || status < 200) {
    return neutral(errorResponse("UPSTREAM_ERROR", `The loyalty service failed (HTTP ${status}).`));
  }
  const clientError = status >= 400;
  if (format === "raw") {
    const text = new TextDecoder("utf-8").decode(bytes);
    return { response: relay(status, "text/plain; charset=utf-8", text), outcome: clientError ? "failure" : "success" };
  }
  if (format === "blob") {
    const upstreamType = result.contentType ?? "";
    const type = SAFE_CONTENT_TYPE.test(upstreamType) ? upstreamType : "application/octet-stream";
    return { response: relay(status, type, bytes), outcome: clientError ? "failure" : "success" };
  }
  if (status === 204) return { response: relay(204, JSON_CONTENT_TYPE, ""), outcome: "success" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return neutral(errorResponse("UPSTREAM_BAD_RESPONSE", "The loyalty service answered with malformed JSON."));
  }
  const outcome = clientError || isPeachFailure(parsed) ? "failure" : "success";
  return { response: relay(status, JSON_CONTENT_TYPE, bytes), outcome };
}

function isPeachFailure(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("peachCode" in body)) return false;
  return body.peachCode !== PEACH_SUCCESS;
}

const relay = (status: number, contentType: string, body: Uint8Array | string): ServerResponse => ({
  status,
  headers: { ...BASE_HEADERS, "content-type": contentType },
  body,
});
