import type { FastifyInstance, FastifyRequest } from "fastify";
import { isSessionTokenShaped } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { isLiveToken } from "../domain/sessions";
import { escapeHtml, HTML_HEADERS, htmlPage } from "../http/html";

type Fields = Record<string, unknown>;

const field = (fields: unknown, name: string): string | undefined => {
  const value = typeof fields === "object" && fields !== null ? (fields as Fields)[name] : undefined;
  return typeof value === "string" && value.length > 0 ? value : undefined;
};

const BOOK_PATH = /^\/ticketing\/websales\/sales\/([^/]+)\/book\/?$/;

/**
 * Stands in for the separate ticketing site: shows what the site sent it
 * (version 1: token in the query; version 3: token in a POSTed form; a link's
 * fields in the query or a POSTed form) and whether the token is a live session.
 */
export function registerTicketingStandIn(app: FastifyInstance, ctx: SandboxContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16_384 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const page = (request: FastifyRequest): string => {
      const path = request.url.split("?")[0] ?? "";
      const book = BOOK_PATH.exec(path);
      const query = request.query;
      // A link sent as a POST form (SPEC §2) carries its fields in the body.
      const sent = (name: string) => field(query, name) ?? field(request.body, name);
      let theater = sent("theaterCode");
      if (theater === undefined && book?.[1] !== undefined) {
        try {
          theater = decodeURIComponent(book[1]);
        } catch {
          theater = book[1];
        }
      }
      const perf = sent("perfCode") ?? (book ? field(query, "perfcode") : undefined);
      const requestData = sent("requestData");
      const formToken = field(request.body, "token");
      const queryToken = field(query, "token");
      const token = formToken ?? queryToken;
      const source = formToken !== undefined ? "form" : queryToken !== undefined ? "query" : "absent";
      const status =
        token === undefined ? "absent" : isSessionTokenShaped(token) && isLiveToken(ctx, token) ? "valid" : "invalid";
      const row = (id: string, label: string, value: string) => `<dt>${label}</dt><dd id="${id}">${escapeHtml(value)}</dd>`;
      return htmlPage(
        "Billetterie (bac à sable)",
        `<h1>Billetterie (bac à sable)</h1>
<p>Cette page remplace le site de billetterie pendant le développement.</p>
<dl>
${row("ticketing-path", "Chemin reçu", path)}
${row("ticketing-theater", "Cinéma (theaterCode)", theater ?? "")}
${row("ticketing-perf", "Séance (perfCode)", perf ?? "")}
${row("ticketing-request-data", "Demande (requestData)", requestData ?? "")}
${row("ticketing-token-source", "Origine du jeton", source)}
${row("ticketing-token-status", "Jeton", status)}
</dl>`,
      );
    };

    for (const url of ["/ticketing", "/ticketing/*"]) {
      scope.get(url, (request, reply) => reply.headers(HTML_HEADERS).send(page(request)));
      scope.post(url, (request, reply) => reply.headers(HTML_HEADERS).send(page(request)));
    }
  });
}
