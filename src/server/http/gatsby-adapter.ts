import type { Readable } from "node:stream";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { errorResponse } from "./api-error";
import { consumedBody } from "./consumed-body";
import { readBodyStream } from "./read-body-stream";
import { requestTarget } from "./request-target";
import type { ServerRequest, ServerResponse } from "./types";

/**
 * Turns Gatsby's body parsers off for a Function: each parser only runs for its
 * `type`, and no client sends this one, so the request stream reaches the
 * handler unread. (multer still reads multipart bodies first: scripts/refuse-uploads.cjs
 * refuses them before it runs under `gatsby serve`.)
 */
const UNPARSED = "application/vnd.cinema-website.unparsed";
export const rawBodyFunctionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    raw: { type: UNPARSED },
    text: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
};

export type AdaptedRequest = { ok: true; request: ServerRequest; cutOff: boolean } | { ok: false; response: ServerResponse };

const headerRecord = (req: GatsbyFunctionRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]));

const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? "");

/**
 * Netlify's adapter makes a request of a plain stream with IncomingMessage's methods copied on, and no socket. Once
 * its body is read, Node 22+'s IncomingMessage#_destroy reaches for that socket and throws, outside any handler: the
 * process ended (netlify-cli's emulation exited on the first login). Such a stream is destroyed as a stream.
 */
function destroyedAsAStream(req: GatsbyFunctionRequest): void {
  // A plain Readable's own _destroy: hand the error (if any) on.
  if (!req.socket) (req as unknown as Readable)._destroy = (error, callback) => callback(error);
}

/**
 * Reads a Gatsby Function request into the host-independent shape, the body as raw
 * bytes, at most `limit` + 1 of them. Multipart bodies are refused unread: no route takes a file.
 */
export async function adaptRequest(req: GatsbyFunctionRequest, limit: number): Promise<AdaptedRequest> {
  const headers = headerRecord(req);
  if (isMultipart(headers["content-type"])) {
    return { ok: false, response: errorResponse("UNSUPPORTED_MEDIA_TYPE", "Uploads (multipart bodies) are not accepted.") };
  }
  const base = {
    method: req.method ?? "GET",
    url: requestTarget(req),
    clientAddress: req.socket?.remoteAddress ?? "",
  };
  if (Number(headers["content-length"] ?? 0) > limit) {
    return { ok: true, request: { ...base, headers, rawBody: new Uint8Array(0) }, cutOff: true };
  }
  destroyedAsAStream(req);
  try {
    if (!req.readableEnded) {
      const { bytes, cutOff } = await readBodyStream(req, limit);
      return { ok: true, request: { ...base, headers, rawBody: bytes }, cutOff };
    }
    return { ok: true, request: { ...base, headers, rawBody: consumedBody(req) }, cutOff: false };
  } catch {
    return { ok: false, response: errorResponse("INVALID_REQUEST", "The request body could not be read.") };
  }
}

/** Writes a handler's answer; closes the connection when part of the request body was left unread. */
export function sendResponse(res: GatsbyFunctionResponse, response: ServerResponse, closeConnection = false): void {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (closeConnection) res.setHeader("connection", "close");
  res.end(response.body);
}
