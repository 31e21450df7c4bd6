import http from "node:http";

/**
 * What the servers behind the door are told: the door is one proxy on this machine, whose X-Forwarded-For
 * entry names the visitor (src/server/http/client-address.ts). Without it every visitor would be 127.0.0.1
 * to the proxy's throttle, and one stranger's wrong guesses would lock every member out.
 */
export const BEHIND_FRONT_DOOR_ENV = { TRUST_PROXY: "loopback" } as const;

/** The request's headers with the visitor's address appended to X-Forwarded-For, as a reverse proxy does. */
function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const earlier = [request.headers["x-forwarded-for"] ?? []].flat();
  const visitor = request.socket.remoteAddress ?? "unknown";
  return { ...request.headers, "x-forwarded-for": [...earlier, visitor].join(", ") };
}

export interface FrontDoor {
  /** Sends the requests that arrive from now on to the server on this loopback port. */
  switchTo(port: number): void;
  close(): Promise<void>;
}

/**
 * `npm start`'s public port: every request is passed to the `gatsby serve` of the build in service, on a
 * loopback port of its own. A new build starts its own server; once it answers, the door switches to it and
 * the old one stops: requests never meet a closed port or a half-written build. Each request carries the
 * visitor's address in X-Forwarded-For, which the servers behind believe from this door only.
 */
export function openFrontDoor(port: number, host: string, firstTarget: number): Promise<FrontDoor> {
  let target = firstTarget;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: request.method, path: request.url, headers: forwardedHeaders(request) },
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
