import type { GatsbyFunctionRequest } from "gatsby";

/**
 * The body when something before us already read the stream: a host's raw copy
 * (`rawBody`, a Buffer or string body) is used as is; a body the host parsed into
 * an object is serialised again (the handler's schema still checks all of it).
 */
export function consumedBody(req: GatsbyFunctionRequest): Uint8Array {
  const raw: unknown = "rawBody" in req ? req.rawBody : req.body;
  if (Buffer.isBuffer(raw) || typeof raw === "string") return Buffer.from(raw);
  return Buffer.from(raw === undefined ? "" : JSON.stringify(raw));
}
