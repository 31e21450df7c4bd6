import { spawn } from "node:child_process";
import path from "node:path";

// A server that buffers every body, as Gatsby's multer does, with scripts/refuse-uploads.cjs preloaded in front of
// it: for scripts/refuse-uploads.test.ts and bench/response-times.ts.
const BUFFERING_SERVER = `
const http = require("node:http");
const server = http.createServer((req, res) => {
  if (req.url === "/rss") return res.end(String(process.memoryUsage().rss));
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => res.end("read " + Buffer.concat(chunks).length));
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

export const MiB = 1024 * 1024;

export interface BufferingServer {
  base: string;
  /** The server process's resident memory, in bytes. */
  rss(): Promise<number>;
  stop(): void;
}

/** Starts the server on a free port; resolves once it listens. */
export async function startBufferingServer(): Promise<BufferingServer> {
  const preload = path.join(import.meta.dirname, "..", "refuse-uploads.cjs");
  const child = spawn(process.execPath, ["--require", preload, "-e", BUFFERING_SERVER], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once("data", (data: Buffer) => resolve(data.toString().trim())),
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    rss: async () => Number(await (await fetch(`${base}/rss`)).text()),
    stop: () => child.kill(),
  };
}

/** A chunked body of `total` bytes, generated as it is sent; `sent()` says how much the client has taken so far. */
export function chunkedUpload(total: number) {
  let sent = 0;
  const chunk = new Uint8Array(MiB).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, sent: () => sent };
}

/** A multipart upload of `total` bytes to /api/loyalty: what the preload refuses before reading it. */
export const postMultipart = (base: string, upload: ReturnType<typeof chunkedUpload>) =>
  fetch(`${base}/api/loyalty`, {
    method: "POST",
    body: upload.body,
    headers: { "content-type": "multipart/form-data; boundary=----x" },
    duplex: "half",
  } as RequestInit);
