import type { ServerRequest, ServerResponse } from "../http/types";
import { errorResponse } from "../http/api-error";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../http/json-depth";
import { isJsonContentType, JSON_BODY_LIMIT, type ProxyCall } from "./proxy-call";
import { describeIssue, proxyRequestSchema, type ProxyRequestFields } from "./request-schema";

export type ReadResult = { ok: true; call: ProxyCall } | { ok: false; response: ServerResponse };

const fail = (response: ServerResponse): ReadResult => ({ ok: false, response });

/** Reads and validates the proxy request body itself: no framework parser is trusted. */
export function readProxyCall(request: ServerRequest): ReadResult {
  if (!isJsonContentType(request.headers["content-type"])) {
    return fail(errorResponse("UNSUPPORTED_MEDIA_TYPE", "Send application/json (no route takes a file upload)."));
  }
  const declaredLength = Number(request.headers["content-length"] ?? 0);
  if (declaredLength > JSON_BODY_LIMIT || request.rawBody.byteLength > JSON_BODY_LIMIT) {
    return fail(errorResponse("PAYLOAD_TOO_LARGE", `The request body exceeds ${JSON_BODY_LIMIT} bytes.`));
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(request.rawBody);
  } catch {
    return fail(errorResponse("MALFORMED_JSON", "The request body is not valid UTF-8."));
  }
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return fail(errorResponse("INVALID_REQUEST", `The request nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(errorResponse("MALFORMED_JSON", "The request body is not valid JSON."));
  }
  const fields = proxyRequestSchema.safeParse(parsed);
  if (!fields.success) return fail(errorResponse("INVALID_REQUEST", describeIssue(fields.error)));
  const body = fields.data.body;
  return toCall(fields.data, body === undefined || body === null ? { kind: "none" } : { kind: "json", value: body });
}

function toCall(fields: ProxyRequestFields, body: ProxyCall["body"]): ReadResult {
  return {
    ok: true,
    call: {
      method: fields.method,
      route: fields.route,
      format: fields.format,
      captchaResponse: fields.captchaResponse ?? undefined,
      params: fields.params ?? {},
      body,
    },
  };
}
