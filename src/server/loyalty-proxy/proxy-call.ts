import type { HttpMethod, ResponseFormat } from "../../lib/loyalty-api";

export type Scalar = string | number | boolean;

export type ProxyCallBody = { kind: "none" } | { kind: "json"; value: unknown };

/** A proxy request once read and validated, before the route table is consulted. */
export interface ProxyCall {
  method: HttpMethod;
  route: string;
  format: ResponseFormat | undefined;
  captchaResponse: string | undefined;
  params: Record<string, Scalar>;
  body: ProxyCallBody;
}

/** Largest request body (bytes); also read at most by the host adapter. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The proxy takes JSON only. No route of the loyalty API takes a file, so
 * multipart is refused (before it is read: scripts/refuse-uploads.cjs under `gatsby serve`).
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}
