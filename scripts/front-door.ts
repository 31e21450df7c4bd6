import http from "node:http";

export interface FrontDoor {
  /** Sends the requests that arrive from now on to the server on this loopback port. */
  switchTo(port: number): void;
  close(): Promise<void>;
}

/**
 * `npm start`'s public port: every request is passed to the `gatsby serve` of the build in service, on a
 * loopback port of its own. A new build starts its own server; once it answers, the door switches to it and
 * the old one stops: requests never meet a closed port or a half-written build.
 */
export function openFrontDoor(port: number, host: string, firstTarget: number): Promise<FrontDoor> {
  let target = firstTarget;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { "content-type": "text/plain; charset=utf-8" }).end("Site indisponible, réessayez.");
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({
        switchTo: (next) => {
          target = next;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
