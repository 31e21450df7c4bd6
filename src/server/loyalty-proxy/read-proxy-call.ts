import type { ServerRequest, ServerResponse } from "../http/types";
import { errorResponse } from "../http/api-error";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../http/json-depth";
import { bodyKind, bodyLimitFor, type ProxyCall } from "./proxy-call";
import { describeIssue, proxyRequestSchema, type ProxyRequestFields } from "./request-schema";
import { readMultipartFields } from "./read-multipart";

export type ReadResult = { ok: true; call: ProxyCall } | { ok: false; response: ServerResponse };

const fail = (response: ServerResponse): ReadResult => ({ ok: false, response });

/** Reads and validates the proxy request body itself: no framework parser is trusted. */
export async function readProxyCall(request: ServerRequest): Promise<ReadResult> {
  const contentType = request.headers["content-type"];
  const kind = bodyKind(contentType);
  if (kind === "unsupported") {
    return fail(errorResponse("UNSUPPORTED_MEDIA_TYPE", "Send application/json (or multipart/form-data for uploads)."));
  }
  const limit = bodyLimitFor(contentType);
  const declaredLength = Number(request.headers["content-length"] ?? 0);
  if (declaredLength > limit || request.rawBody.byteLength > limit) {
    return fail(errorResponse("PAYLOAD_TOO_LARGE", `The request body exceeds ${limit} bytes.`));
  }
  if (kind === "multipart") {
    const form = await readMultipartFields(request.rawBody, contentType ?? "");
    return form.ok ? toCall(form.fields, { kind: "form", fields: form.bodyFields, files: form.files }) : fail(form.response);
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
