import { createServer, type IncomingMessage } from "node:http";

/** One request that reached the backend through the tap. */
export interface TappedCall {
  method: string;
  path: string;
  body: string;
}

export interface CountingTap {
  url: string;
  calls: TappedCall[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * An HTTP relay in front of the sandbox that records every call reaching it: what
 * the proxy let through is counted where it arrives, not inferred from the answers.
 */
export function startCountingTap(backend: string): Promise<CountingTap> {
  const calls: TappedCall[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      calls.push({ method: request.method ?? "", path: (request.url ?? "").split("?")[0]!, body: body.toString("utf8") });
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) headers.set(name, value);
      }
      const answer = await fetch(`${backend}${request.url ?? "/"}`, {
        method: request.method,
        headers,
        body: ["GET", "HEAD"].includes(request.method ?? "") ? undefined : new Uint8Array(body),
        redirect: "manual",
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
      response.end(bytes);
    })().catch(() => {
      response.destroy();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}
