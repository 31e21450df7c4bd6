import type { HttpMethod } from "../../lib/loyalty-api";
import type { ProxyCallBody } from "./proxy-call";

/** Largest upstream answer relayed (wallet passes and tickets are far smaller). */
export const UPSTREAM_RESPONSE_LIMIT = 10 * 1024 * 1024;

export type UpstreamResult =
  | { kind: "response"; status: number; contentType: string | null; bytes: Uint8Array }
  | { kind: "timeout" }
  | { kind: "unreachable" }
  | { kind: "too-large" };

export interface UpstreamCall {
  url: URL;
  method: HttpMethod;
  headers: Record<string, string>;
  body: ProxyCallBody;
  timeoutMs: number;
}

function encodeBody(body: ProxyCallBody): { payload?: BodyInit; contentType?: string } {
  if (body.kind === "json") return { payload: JSON.stringify(body.value), contentType: "application/json" };
  return {};
}

/**
 * One call, no retry (a repeated POST could log in or order twice). The timeout
 * covers the whole exchange, body included; a 3xx is returned, never followed.
 */
export async function callUpstream(fetchFn: typeof fetch, call: UpstreamCall): Promise<UpstreamResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), call.timeoutMs);
  const { payload, contentType } = encodeBody(call.body);
  try {
    const response = await fetchFn(call.url, {
      method: call.method,
      headers: contentType ? { ...call.headers, "content-type": contentType } : call.headers,
      body: payload,
      redirect: "manual",
      signal: controller.signal,
    });
    const bytes = await readLimited(response, UPSTREAM_RESPONSE_LIMIT);
    if (!bytes) return { kind: "too-large" };
    return { kind: "response", status: response.status, contentType: response.headers.get("content-type"), bytes };
  } catch {
    return controller.signal.aborted ? { kind: "timeout" } : { kind: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(response: Response, limit: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return concat(chunks, total);
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
