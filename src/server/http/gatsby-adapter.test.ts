import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { afterEach, describe, expect, it } from "vitest";
import { adaptRequest, sendResponse, type AdaptedRequest } from "./gatsby-adapter";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Runs adaptRequest on a real request over loopback and echoes what it saw. */
async function adaptOverHttp(init: RequestInit, limit = 16): Promise<AdaptedRequest> {
  let seen: AdaptedRequest | undefined;
  server = createServer((req, res) => {
    void adaptRequest(req as GatsbyFunctionRequest, limit).then((adapted) => {
      seen = adapted;
      const answer = adapted.ok ? { status: 204, headers: {}, body: "" } : adapted.response;
      sendResponse(res as GatsbyFunctionResponse, answer, adapted.ok && adapted.cutOff);
    });
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/api/loyalty?x=1`, init).catch(() => undefined);
  return seen!;
}

describe("adaptRequest", () => {
  it("reads the raw bytes of an unparsed request stream", async () => {
    const adapted = await adaptOverHttp({ method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } });
    expect(adapted.ok).toBe(true);
    if (!adapted.ok) return;
    expect(new TextDecoder().decode(adapted.request.rawBody)).toBe('{"a":1}');
    expect(adapted.request.method).toBe("POST");
    expect(adapted.request.url).toBe("/api/loyalty?x=1");
    expect(adapted.request.clientAddress).toBe("127.0.0.1");
    expect(adapted.cutOff).toBe(false);
  });

  it("stops reading just past the limit", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(64)));
      },
    });
    const adapted = await adaptOverHttp({ method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(adapted.ok && adapted.cutOff).toBe(true);
    expect(adapted.ok && adapted.request.rawBody.byteLength).toBeGreaterThan(16);
  });

  it("refuses a multipart body with 415 JSON, without reading it", async () => {
    let read = 0;
    const stream = new ReadableStream({
      pull(controller) {
        read += 1;
        if (read > 64) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const adapted = await adaptOverHttp({
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "Multipart/Form-Data; boundary=x" },
    } as RequestInit);
    expect(adapted.ok).toBe(false);
    if (adapted.ok) return;
    expect(adapted.response.status).toBe(415);
    expect(JSON.parse(String(adapted.response.body))).toMatchObject({ error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    expect(read).toBeLessThan(64);
  });

  it("uses a body a host has already read", async () => {
    const req = {
      method: "POST",
      url: "/api/loyalty",
      headers: { "content-type": "application/json" },
      socket: { remoteAddress: "10.0.0.1" },
      readableEnded: true,
      rawBody: Buffer.from('{"a":1}'),
    } as unknown as GatsbyFunctionRequest;
    const adapted = await adaptRequest(req, 1024);
    expect(adapted.ok && new TextDecoder().decode(adapted.request.rawBody)).toBe('{"a":1}');
  });
});

describe("a request as Netlify's adapter makes it (a stream with IncomingMessage's methods, no socket)", () => {
  it("is read whole, and ends without throwing once read", async () => {
    const { IncomingMessage } = await import("node:http");
    const { Readable } = await import("node:stream");
    const stream = new Readable();
    const req = Object.assign(stream, IncomingMessage.prototype, {
      method: "POST",
      url: "/api/loyalty",
      headers: { "content-type": "application/json" },
    }) as unknown as GatsbyFunctionRequest;
    stream.push('{"a":1}');
    stream.push(null);
    const thrown: unknown[] = [];
    const catchUncaught = (error: unknown) => thrown.push(error);
    process.on("uncaughtException", catchUncaught);
    try {
      const adapted = await adaptRequest(req, 1024);
      expect(adapted.ok && new TextDecoder().decode(adapted.request.rawBody)).toBe('{"a":1}');
      await new Promise<void>((done) => (stream.destroyed ? done() : stream.once("close", () => done())));
    } finally {
      process.off("uncaughtException", catchUncaught);
    }
    expect(thrown).toEqual([]);
  });
});
