// Preloaded into `gatsby serve` (node --require): refuses, before anything reads
// the body, what Gatsby's Function middleware would buffer without limit.
// `gatsby serve` runs multer on every /api/* request, and multer keeps every file
// part in memory before the Function runs: a 1 GiB upload grew the server by 6 GiB.
// No route of the loyalty API takes a file (docs/proxy.md), so:
//   - any multipart/* body answers 415, on every path (so no path spelling reaches multer);
//   - an /api/* request declaring more than 64 KiB answers 413;
//   - an /api/* path that does not percent-decode (`/api/%`) answers 404: express would
//     answer it with an HTML error page, and no endpoint has such a path;
// all in the proxy's JSON error format, with Connection: close, the body unread.
const http = require("node:http");

const API_BODY_LIMIT = 64 * 1024;
const LINGER_MS = 2000;
const HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  connection: "close",
};

function refusal(req) {
  const contentType = String(req.headers["content-type"] ?? "");
  if (/^\s*multipart\//i.test(contentType)) {
    return [415, "UNSUPPORTED_MEDIA_TYPE", "Uploads (multipart bodies) are not accepted: send application/json."];
  }
  const path = String(req.url ?? "")
    .split("?")[0]
    .toLowerCase();
  if (path !== "/api" && !path.startsWith("/api/")) return null;
  if (Number(req.headers["content-length"] ?? 0) > API_BODY_LIMIT) {
    return [413, "PAYLOAD_TOO_LARGE", `The request body exceeds ${API_BODY_LIMIT} bytes.`];
  }
  if (!decodes(path)) return [404, "NOT_FOUND", "There is no endpoint at this path."];
  return null;
}

function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers on the socket itself, then half-closes it with a lingering close: what
 * the client is still sending is read and discarded (never kept) for up to
 * LINGER_MS, so it reads the answer instead of a connection reset (Node's own
 * close after `res.end` would reset a connection with unread bytes).
 */
function refuse(req, [status, code, message]) {
  const body = JSON.stringify({ error: { code, message } });
  const headers = { ...HEADERS, "content-length": String(Buffer.byteLength(body)) };
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const socket = req.socket;
  req.on("data", () => undefined);
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitUnlessRefused(event, req) {
  if (event === "request") {
    const reason = refusal(req);
    if (reason) {
      refuse(req, reason);
      return true;
    }
  }
  return emit.apply(this, arguments);
};

module.exports = { refusal, API_BODY_LIMIT };
