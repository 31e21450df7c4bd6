// Preloaded into `gatsby serve` (node --require): gives every response the
// security headers the build wrote to .cache/security-headers.json (the same
// rules as gatsby-config's `headers`, which `gatsby serve` ignores), with
// Gatsby's own matching, and drops what `gatsby serve` adds but the site must
// not send: X-Powered-By, and Access-Control-Allow-Origin: * on every file.
// A header a Function already set (the API's stricter policy) is kept.
const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const { createHeadersMatcher } = require("gatsby/dist/utils/adapter/create-headers");

const RULES_FILE = path.join(process.cwd(), ".cache", "security-headers.json");
const DROPPED = ["x-powered-by", "access-control-allow-origin", "access-control-allow-headers"];

function loadMatcher() {
  try {
    const { rules, pathPrefix } = JSON.parse(fs.readFileSync(RULES_FILE, "utf8"));
    return createHeadersMatcher(rules, pathPrefix);
  } catch (error) {
    console.error(`Security headers: cannot read ${RULES_FILE} (${error.message}); run a build first.`);
    process.exit(1);
  }
}

const headersFor = loadMatcher();

// Gatsby's matcher decodes the path (reach-router's decodeURIComponent) and throws on a malformed
// escape such as `/api/%`; thrown from writeHead, that was an uncaught exception that stopped the
// whole server. Such a path gets the site-wide headers.
function matchingHeaders(pathname) {
  try {
    return headersFor(pathname, []);
  } catch {
    return headersFor("/", []);
  }
}
const writeHead = http.ServerResponse.prototype.writeHead;

http.ServerResponse.prototype.writeHead = function writeHeadWithSecurityHeaders(status, ...rest) {
  if (!this.headersSent && this.req) {
    const explicit = rest.find((arg) => arg && typeof arg === "object") ?? {};
    const explicitNames = new Set(Object.keys(explicit).map((name) => name.toLowerCase()));
    for (const name of DROPPED) this.removeHeader(name);
    const url = this.req.originalUrl ?? this.req.url ?? "/";
    let pathname = "/";
    try {
      pathname = new URL(url, "http://localhost").pathname;
    } catch {
      // a malformed URL gets the site-wide headers
    }
    for (const { key, value } of matchingHeaders(pathname)) {
      if (!this.hasHeader(key) && !explicitNames.has(key.toLowerCase())) this.setHeader(key, value);
    }
  }
  return writeHead.call(this, status, ...rest);
};
