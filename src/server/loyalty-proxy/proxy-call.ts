import type { HttpMethod, ResponseFormat } from "../../lib/loyalty-api";

export type Scalar = string | number | boolean;

export type ProxyCallBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "form"; fields: Record<string, Scalar>; files: { name: string; file: File }[] };

/** A proxy request once read and validated, before the route table is consulted. */
export interface ProxyCall {
  method: HttpMethod;
  route: string;
  format: ResponseFormat | undefined;
  captchaResponse: string | undefined;
  params: Record<string, Scalar>;
  body: ProxyCallBody;
}

/** Limits of the proxy's request bodies (bytes). */
export const JSON_BODY_LIMIT = 64 * 1024;
export const MULTIPART_BODY_LIMIT = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 5;

export type BodyKind = "json" | "multipart" | "unsupported";

export function bodyKind(contentType: string | undefined): BodyKind {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "multipart/form-data") return "multipart";
  return "unsupported";
}

/** How many bytes a host adapter should read at most for this content type. */
export const bodyLimitFor = (contentType: string | undefined): number =>
  bodyKind(contentType) === "multipart" ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
