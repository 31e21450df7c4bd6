import type { ServerResponse } from "../http/types";
import { errorResponse } from "../http/api-error";
import { MAX_UPLOAD_FILES, type Scalar } from "./proxy-call";
import {
  describeIssue,
  multipartBodySchema,
  proxyRequestSchema,
  uploadFieldName,
  type ProxyRequestFields,
} from "./request-schema";

export type MultipartResult =
  | { ok: true; fields: ProxyRequestFields; bodyFields: Record<string, Scalar>; files: { name: string; file: File }[] }
  | { ok: false; response: ServerResponse };

const TEXT_FIELDS = new Set(["method", "route", "format", "captchaResponse", "params", "body"]);
const JSON_FIELDS = new Set(["params", "body"]);

const invalid = (message: string): MultipartResult => ({ ok: false, response: errorResponse("INVALID_REQUEST", message) });

/**
 * An upload: the same fields as the JSON request as text parts (`params` and `body`
 * as JSON text), plus up to MAX_UPLOAD_FILES file parts forwarded as they are.
 */
export async function readMultipartFields(rawBody: Uint8Array, contentType: string): Promise<MultipartResult> {
  let form: FormData;
  try {
    form = await new Response(rawBody.slice(), { headers: { "content-type": contentType } }).formData();
  } catch {
    return invalid("The multipart body could not be read.");
  }
  const text: Record<string, unknown> = {};
  const files: { name: string; file: File }[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") {
      if (!uploadFieldName.safeParse(name).success) return invalid(`Invalid file field name "${name.slice(0, 64)}".`);
      files.push({ name, file: value });
      continue;
    }
    if (!TEXT_FIELDS.has(name) || name in text) return invalid(`Unexpected or repeated form field "${name.slice(0, 64)}".`);
    try {
      text[name] = JSON_FIELDS.has(name) ? JSON.parse(value) : value;
    } catch {
      return { ok: false, response: errorResponse("MALFORMED_JSON", `The form field "${name}" is not valid JSON.`) };
    }
  }
  if (files.length > MAX_UPLOAD_FILES) return invalid(`At most ${MAX_UPLOAD_FILES} files per upload.`);
  const { body, ...meta } = text;
  const fields = proxyRequestSchema.safeParse(meta);
  if (!fields.success) return invalid(describeIssue(fields.error));
  if (fields.data.method !== "POST") return invalid("Uploads go with POST calls only.");
  const bodyFields = multipartBodySchema.safeParse(body ?? {});
  if (!bodyFields.success) return invalid(describeIssue(bodyFields.error));
  return { ok: true, fields: fields.data, bodyFields: bodyFields.data, files };
}
