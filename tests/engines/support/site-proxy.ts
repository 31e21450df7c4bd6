import http from "node:http";
import type { AddressInfo } from "node:net";
import { PROBE_PATH, PROBE_SCRIPT } from "./probe";

export interface SiteProxy {
  /** The origin the browsers visit, e.g. http://localhost:9100. */
  origin: string;
  /** Offline: every request fails as with no network (the browsers here cannot switch their network off). */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/** An answer the proxy passed on (`status` null: the site did not answer). */
export interface ProxiedAnswer {
  method: string;
  path: string;
  status: number | null;
}

export interface SiteProxyOptions {
  port?: number;
  /** Called for every request the site answered, or failed to. */
  onAnswer?: (answer: ProxiedAnswer) => void;
}

const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/** Puts the probe first in the page's <head>, before anything the page runs. */
export const withProbe = (html: string): string => html.replace(/<head(\s[^>]*)?>/i, (head) => head + PROBE_TAG);

/**
 * A pass-through proxy in front of `gatsby serve` for the engine journeys: it adds the page probe (probe.ts)
 * to every HTML answer and can play a lost network. Same origin as far as the browser knows, so the site's
 * Content-Security-Policy (script-src 'self') allows the probe unchanged.
 */
export async function startSiteProxy(target: string, { port = 0, onAnswer }: SiteProxyOptions = {}): Promise<SiteProxy> {
  let offline = false;
  const server = http.createServer((request, response) => {
    if (offline) return request.socket.destroy();
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
      return response.end(PROBE_SCRIPT);
    }
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      { method: request.method, headers: { ...request.headers, "accept-encoding": "identity" } },
      (answer) => {
        onAnswer?.({ method: request.method ?? "GET", path: request.url ?? "/", status: answer.statusCode ?? null });
        const isHtml = /^text\/html/.test(answer.headers["content-type"] ?? "");
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          return answer.pipe(response);
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.from(withProbe(Buffer.concat(chunks).toString("utf8")));
          const { "transfer-encoding": _chunked, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": String(body.length) });
          response.end(body);
        });
      },
    );
    upstream.on("error", () => {
      onAnswer?.({ method: request.method ?? "GET", path: request.url ?? "/", status: null });
      response.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${listening}`,
    setOffline: (value) => {
      offline = value;
      if (value) server.closeAllConnections();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
