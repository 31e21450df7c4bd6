import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpsFront, type HttpsFront } from "./https-front";
import { NO_SCRIPT_QUERY, withoutScripts } from "./no-script-twin";

const PAGE =
  '<html><head><script>boot()</script><link rel="preload" as="script" href="/app.js"/></head><body>Films</body></html>';
const SCRIPT = "boot = () => {};";

/** A stand-in for `gatsby serve`: the page encoded as the client asks (Brotli first, as its middleware), a script. */
function upstreamServer(seen: string[]): http.Server {
  return http.createServer((request, response) => {
    seen.push(request.url ?? "");
    const accepts = request.headers["accept-encoding"] ?? "";
    const { pathname } = new URL(request.url ?? "/", "http://upstream.invalid");
    if (pathname === "/films/") {
      const [encoding, body] = accepts.includes("br")
        ? ["br", zlib.brotliCompressSync(PAGE)]
        : accepts.includes("gzip")
          ? ["gzip", zlib.gzipSync(PAGE)]
          : ["identity", Buffer.from(PAGE)];
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": encoding, etag: 'W/"page"' });
      response.end(body);
    } else if (pathname === "/zstd/") {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": "zstd" });
      response.end("not really zstd");
    } else if (pathname === "/app.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(SCRIPT);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
}

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over HTTP/2, as the browser makes it through the front. */
function get(origin: string, path: string, acceptEncoding = "gzip, deflate, br"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path, "accept-encoding": acceptEncoding });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on("response", (received) => (headers = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
    stream.end();
  });
}

describe("the HTTPS front's twin of a page", () => {
  const seen: string[] = [];
  const upstream = upstreamServer(seen);
  let front: HttpsFront;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const twin = { query: NO_SCRIPT_QUERY, rewrite: (html: string) => withoutScripts(html).html };
    front = await startHttpsFront((upstream.address() as AddressInfo).port, { twin });
  });

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("answers the page's own path rewritten, encoded as the server encoded the page, its length its own", async () => {
    const twin = await get(front.origin, `/films/?${NO_SCRIPT_QUERY}`);
    expect(seen.at(-1)).toBe("/films/");
    expect(twin.status).toBe(200);
    expect(twin.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(twin.body).toString()).toBe("<html><head></head><body>Films</body></html>");
    expect(Number(twin.headers["content-length"])).toBe(twin.body.length);
    expect(twin.headers.etag).toBeUndefined();
    const gzipped = await get(front.origin, `/films/?${NO_SCRIPT_QUERY}`, "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe("<html><head></head><body>Films</body></html>");
  });

  it("leaves the page itself and every other file as the server answers them", async () => {
    const page = await get(front.origin, "/films/", "gzip");
    expect(zlib.gunzipSync(page.body).toString()).toBe(PAGE);
    expect(page.headers.etag).toBe('W/"page"');
    const script = await get(front.origin, `/app.js?${NO_SCRIPT_QUERY}`);
    expect([script.status, script.body.toString()]).toEqual([200, SCRIPT]);
    expect((await get(front.origin, `/films/?${NO_SCRIPT_QUERY}=1`, "identity")).body.toString()).toBe(PAGE);
  });

  it("refuses a twin in an encoding it cannot read again, saying which", async () => {
    const answer = await get(front.origin, `/zstd/?${NO_SCRIPT_QUERY}`);
    expect(answer.status).toBe(502);
    expect(answer.body.toString()).toMatch(/zstd encoding/);
  });
});
