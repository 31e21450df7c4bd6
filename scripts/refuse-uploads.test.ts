import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A server that buffers every body, as Gatsby's multer does, with the preload in front of it.
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

const MiB = 1024 * 1024;
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  const preload = path.join(__dirname, "refuse-uploads.cjs");
  child = spawn(process.execPath, ["--require", preload, "-e", BUFFERING_SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once("data", (data: Buffer) => resolve(data.toString().trim())),
  );
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child.kill();
});

/** A chunked body of `total` bytes, generated as it is sent. */
function streamOf(total: number) {
  let sent = 0;
  const chunk = new Uint8Array(MiB).fill(0x61);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const rss = async () => Number(await (await fetch(`${base}/rss`)).text());

describe("scripts/refuse-uploads.cjs", () => {
  it("refuses a 1 GiB chunked multipart upload in under a second, without buffering it", async () => {
    const before = await rss();
    const started = performance.now();
    const response = await fetch(`${base}/api/loyalty`, {
      method: "POST",
      body: streamOf(1024 * MiB),
      headers: { "content-type": "multipart/form-data; boundary=----x" },
      duplex: "half",
    } as RequestInit);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    expect(elapsed).toBeLessThan(1000);
    expect((await rss()) - before).toBeLessThan(50 * MiB);
  });

  it.each(["/api/loyalty", "/API/Loyalty", "/%61pi/loyalty", "/films/"])(
    "answers malformed multipart to %s in JSON",
    async (url) => {
      const response = await fetch(`${base}${url}`, {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    },
  );

  it("refuses an /api body declared over 64 KiB with 413 JSON", async () => {
    const response = await fetch(`${base}/api/loyalty`, {
      method: "POST",
      body: "x".repeat(64 * 1024 + 1),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  it.each(["/api/%", "/API/%zz", "/api/%ED%A0%80", "/api/refund/redirect%?x=1"])(
    "answers an /api path that does not decode (%s) with a JSON 404",
    async (rawPath) => {
      // fetch would reject or normalise such a URL: the raw request line is sent as is.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = request(`${base}${rawPath}`, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        });
        sent.on("error", reject);
        sent.end();
      });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "NOT_FOUND" } });
    },
  );

  it("lets other requests through", async () => {
    const response = await fetch(`${base}/api/loyalty`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await response.text()).toBe("read 2");
  });
});
