import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TlsFront {
  port: number;
  /** The self-signed certificate, for the scanner's NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  close(): void;
}

/**
 * A stand-in for the production host's TLS termination: HTTPS on `port`, passed
 * to the local site unchanged, with a fresh self-signed certificate for localhost.
 * It does not redirect HTTP to HTTPS (that is the host's job, and the test the
 * issue sets aside).
 */
export async function startTlsFront(port: number, sitePort: number): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-tls-"));
  const key = path.join(dir, "key.pem");
  const certificateFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      certificateFile,
    ],
    { stdio: "ignore" },
  );
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(certificateFile) }, (req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `localhost:${sitePort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { port, certificateFile, close: () => server.close() };
}
