import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/**
 * An HTTPS front with HTTP/2 before `gatsby serve` (which speaks HTTP/1.1 only), so a benchmark sees
 * the site as a Gatsby host serves it: TLS and one multiplexed connection per origin. Lighthouse's
 * simulation (Lantern) models an HTTP/1.1 origin as six connections each paying its own set-up, so
 * over plain `gatsby serve` the fonts and scripts of a page each wait for a new connection that no
 * production host would open. The certificate is self-signed for localhost and 127.0.0.1 (the
 * browser is started with --ignore-certificate-errors) and made with the system's openssl.
 */
export interface HttpsFront {
  origin: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);

/**
 * A page served rewritten beside itself (bench/no-script-twin.ts): a request for a path with the query `?{query}`
 * gets that path's HTML through `rewrite`, encoded as the server encoded the page.
 */
export interface HtmlTwin {
  query: string;
  rewrite: (html: string) => string;
}

/**
 * Each content encoding `gatsby serve` answers with (its `compression` middleware: gzip and deflate at zlib's default
 * level, Brotli at quality 4), so a twin weighs on the wire what the page would at its size.
 */
const CODECS: Record<string, { decode(body: Buffer): Buffer; encode(body: Buffer): Buffer }> = {
  identity: { decode: (body) => body, encode: (body) => body },
  gzip: { decode: zlib.gunzipSync, encode: (body) => zlib.gzipSync(body) },
  deflate: { decode: zlib.inflateSync, encode: (body) => zlib.deflateSync(body) },
  br: {
    decode: zlib.brotliDecompressSync,
    encode: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  },
};

/** A body in `encoding` rewritten as text and encoded again the same way. */
export function rewriteEncoded(body: Buffer, encoding: string | undefined, rewrite: (html: string) => string): Buffer {
  const codec = CODECS[(encoding ?? "identity").toLowerCase()];
  if (!codec) throw new Error(`A twin of a page in ${encoding} encoding: only ${Object.keys(CODECS).join(", ")} are known`);
  return codec.encode(Buffer.from(rewrite(codec.decode(body).toString("utf8")), "utf8"));
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's whole answer, rewritten: its length and validator are the twin's own. */
function answerTwin(
  answer: http.IncomingMessage,
  headers: http.OutgoingHttpHeaders,
  response: http2.Http2ServerResponse,
  rewrite: (html: string) => string,
): void {
  const chunks: Buffer[] = [];
  answer.on("data", (chunk: Buffer) => chunks.push(chunk));
  answer.on("end", () => {
    try {
      const body = rewriteEncoded(Buffer.concat(chunks), answer.headers["content-encoding"], rewrite);
      delete headers.etag;
      response.writeHead(200, { ...headers, "content-length": body.length });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      response.end((error as Error).message);
    }
  });
}

/**
 * Forwards every request to the HTTP/1.1 server on `upstreamPort` on loopback, answers and bodies unchanged; with
 * `twin`, a page's HTML asked for under the twin's query comes back rewritten.
 */
export async function startHttpsFront(upstreamPort: number, { twin }: { twin?: HtmlTwin } = {}): Promise<HttpsFront> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = `127.0.0.1:${upstreamPort}`;
    const url = new URL(request.url, "https://front.invalid");
    const rewrite = twin !== undefined && url.search === `?${twin.query}` ? twin.rewrite : undefined;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: request.method,
        path: rewrite ? url.pathname : request.url,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        if (rewrite && answer.statusCode === 200 && answer.headers["content-type"]?.startsWith("text/html")) {
          answerTwin(answer, answerHeaders, response, rewrite);
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
