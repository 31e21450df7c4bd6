// Preloaded into `gatsby serve` (node --require): refuses, before anything reads
// the body, what Gatsby's Function middleware would buffer without limit.
// `gatsby serve` runs multer on every /api/* request, and multer keeps every file
// part in memory before the Function runs: a 1 GiB upload grew the server by 6 GiB.
// No route of the loyalty API takes a file (docs/proxy.md), so:
//   - any multipart/* body answers 415, on every path (so no path spelling reaches multer);
//   - an /api/* request declaring more than 64 KiB answers 413;
// both in the proxy's JSON error format, with Connection: close, the body unread.
const http = require("node:http");

const API_BODY_LIMIT = 64 * 1024;
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
  const path = String(req.url ?? "").toLowerCase();
  const declared = Number(req.headers["content-length"] ?? 0);
  if ((path === "/api" || path.startsWith("/api/")) && declared > API_BODY_LIMIT) {
    return [413, "PAYLOAD_TOO_LARGE", `The request body exceeds ${API_BODY_LIMIT} bytes.`];
  }
  return null;
}

function refuse(req, res, [status, code, message]) {
  res.writeHead(status, HEADERS);
  res.end(JSON.stringify({ error: { code, message } }));
  // Do not read (or drain) the rest of the body: close once the answer is out.
  res.once("finish", () => req.socket.destroySoon());
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitUnlessRefused(event, req, res) {
  if (event === "request") {
    const reason = refusal(req);
    if (reason) {
      refuse(req, res, reason);
      return true;
    }
  }
  return emit.apply(this, arguments);
};

module.exports = { refusal, API_BODY_LIMIT };
