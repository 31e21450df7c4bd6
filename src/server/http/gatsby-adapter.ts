import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { errorResponse } from "./api-error";
import { consumedBody } from "./consumed-body";
import { readBodyStream } from "./read-body-stream";
import type { ServerRequest, ServerResponse } from "./types";

/**
 * Turns Gatsby's body parsers off for a Function: each parser only runs for its
 * `type`, and no client sends this one, so the request stream reaches the
 * handler unread. (multer still reads multipart bodies first; see consumedBody.)
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

/** Reads a Gatsby Function request into the host-independent shape, the body as raw bytes. */
export async function adaptRequest(
  req: GatsbyFunctionRequest,
  bodyLimit: (contentType: string | undefined) => number,
): Promise<AdaptedRequest> {
  const headers = headerRecord(req);
  const limit = bodyLimit(headers["content-type"]);
  const base = {
    method: req.method ?? "GET",
    url: "originalUrl" in req && typeof req.originalUrl === "string" ? req.originalUrl : req.url,
    clientAddress: req.socket?.remoteAddress ?? "",
  };
  if (Number(headers["content-length"] ?? 0) > limit) {
    return { ok: true, request: { ...base, headers, rawBody: new Uint8Array(0) }, cutOff: true };
  }
  try {
    if (!req.readableEnded) {
      const { bytes, cutOff } = await readBodyStream(req, limit);
      return { ok: true, request: { ...base, headers, rawBody: bytes }, cutOff };
    }
    const consumed = await consumedBody(req, headers);
    return { ok: true, request: { ...base, headers: consumed.headers, rawBody: consumed.bytes }, cutOff: false };
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
