import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  isSessionTokenShaped,
  matchRoutePath,
  PEACH_SUCCESS,
  UPSTREAM_REFRESH_HEADER,
  UPSTREAM_SESSION_HEADER,
  type LoyaltyRoute,
  type PathParams,
} from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, invalidSession } from "../domain/errors";
import { sha256 } from "../domain/secrets";
import type { MemberRow } from "../repositories/members";
import type { SessionRow } from "../repositories/sessions";

export interface Auth {
  session: SessionRow;
  member: MemberRow;
}

export interface LoyaltyCall {
  request: FastifyRequest;
  params: PathParams;
  query: Record<string, unknown>;
  body: unknown;
  /** Set for routes whose auth is "session" (the session token) or "refresh" (the refresh token). */
  auth: Auth | null;
}

/** A raw-text answer (the wallet routes); every other handler returns the JSON fields besides the envelope. */
export class RawText {
  constructor(readonly text: string) {}
}

/** JSON fields answered as they are, without the generic envelope (peachCode, statusCode, clientErrorMessage). */
export class Unenveloped {
  constructor(readonly fields: Record<string, unknown>) {}
}

export type LoyaltyResult = Record<string, unknown> | RawText | Unenveloped;
export type LoyaltyHandler = (call: LoyaltyCall) => LoyaltyResult | Promise<LoyaltyResult>;

/** "/Member/UsernameReminder/{circuit}/{email}" → "/Member/UsernameReminder/:circuit/:email" */
export const toFastifyPath = (template: string): string => template.replace(/\{(\w+)\}/g, ":$1");

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" && isSessionTokenShaped(value) ? value : undefined;
};

function authenticate(ctx: SandboxContext, route: LoyaltyRoute, request: FastifyRequest): Auth | null {
  if (route.auth === "none") return null;
  const now = ctx.now();
  let session: SessionRow | undefined;
  if (route.auth === "refresh") {
    const token = header(request, UPSTREAM_REFRESH_HEADER);
    session = token === undefined ? undefined : ctx.sessions.findLiveByRefreshHash(sha256(token), now);
  } else {
    const token = header(request, UPSTREAM_SESSION_HEADER);
    const query = request.query as Record<string, unknown>;
    if (token !== undefined) session = ctx.sessions.findLiveByTokenHash(sha256(token), now);
    else if (route.query?.includes("userSessionId") && typeof query.userSessionId === "string")
      session = ctx.sessions.findLiveByUserSessionId(query.userSessionId, now);
  }
  const member = session === undefined ? undefined : ctx.members.findById(session.member_id);
  if (session === undefined || member === undefined) throw invalidSession();
  return { session, member };
}

/** Serves one entry of the route table: path check, authentication, handler, response envelope. */
export function registerLoyaltyRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  route: LoyaltyRoute,
  handler: LoyaltyHandler,
): void {
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    handler: async (request, reply) => {
      const params = matchRoutePath(route.path, request.url.split("?")[0] ?? "");
      if (params === null) throw invalidRequest("Invalid path parameter");
      const auth = authenticate(ctx, route, request);
      const query = request.query as Record<string, unknown>;
      const result = await handler({ request, params, query, body: request.body, auth });
      if (result instanceof RawText) return reply.type("text/plain; charset=utf-8").send(result.text);
      if (result instanceof Unenveloped) return reply.send(result.fields);
      return reply.send({ peachCode: PEACH_SUCCESS, statusCode: 200, clientErrorMessage: "", ...result });
    },
  });
}

/** The auth of a session route (always set there; the check keeps handlers honest). */
export function authOf(call: LoyaltyCall): Auth {
  if (call.auth === null) throw invalidSession();
  return call.auth;
}
