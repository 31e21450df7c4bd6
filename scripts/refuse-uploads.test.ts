import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedUpload, MiB, postMultipart, startBufferingServer, type BufferingServer } from "./test-support/buffering-server";

let server: BufferingServer;
let base: string;

beforeAll(async () => {
  server = await startBufferingServer();
  base = server.base;
});
afterAll(() => server.stop());

describe("scripts/refuse-uploads.cjs", () => {
  // How long the refusal takes is measured by bench/response-times.ts.
  it("refuses a 1 GiB chunked multipart upload before it is sent, without buffering it", async () => {
    const before = await server.rss();
    const upload = chunkedUpload(1024 * MiB);
    const response = await postMultipart(base, upload);
    // What the socket's buffers took in before the answer (7 MiB here), not the body.
    expect(upload.sent()).toBeLessThan(64 * MiB);
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    expect((await server.rss()) - before).toBeLessThan(50 * MiB);
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
