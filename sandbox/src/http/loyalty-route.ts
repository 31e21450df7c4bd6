import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
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

/** One call, as its handler sees it: `body` and `query` already parsed by the route's schemas. */
export interface LoyaltyCall<Body = unknown, Query = unknown> {
  request: FastifyRequest;
  params: PathParams;
  query: Query;
  body: Body;
  /** Set for routes whose auth is "session" (the session token) or "refresh" (the refresh token). */
  auth: Auth | null;
}

/** A raw-text answer (the wallet routes); every other handler returns the JSON fields besides the envelope. */
export class RawText {
  constructor(readonly text: string) {}
}

/** JSON fields answered as they are, without the generic envelope (peachCode, statusCode, clientErrorMessage). */
export class Unenveloped<Fields = Record<string, unknown>> {
  constructor(readonly fields: Fields) {}
}

/** What is known of a call before its input is validated: the path, the request and the session. */
export type CheckedCall = Pick<LoyaltyCall, "request" | "params" | "auth">;

type MaybePromise<T> = T | Promise<T>;

/** A route answering JSON: the fields of `reply` inside the envelope. */
export interface JsonHandler<Body = unknown, Query = unknown, Reply extends z.ZodObject = z.ZodObject> {
  readonly body?: z.ZodType<Body>;
  readonly query?: z.ZodType<Query>;
  /** The fields besides the envelope; each reply is checked against them before it leaves. */
  readonly reply: Reply;
  /** "optional": the handler may answer Unenveloped (the refresh answer mode of domain/answer-modes.ts). */
  readonly envelope?: "always" | "optional";
  /** Checks that come before the input's (the path's circuit or cinema, the member's state): their errors win. */
  preValidation?(call: CheckedCall): void;
  handle(call: LoyaltyCall<Body, Query>): MaybePromise<z.input<Reply> | Unenveloped<z.input<Reply>>>;
}

/** A route answering text/plain (the wallet links): no JSON schema to check, the handler returns RawText. */
export interface TextHandler<Query = unknown> {
  readonly query?: z.ZodType<Query>;
  readonly reply: "text";
  preValidation?(call: CheckedCall): void;
  handle(call: LoyaltyCall<unknown, Query>): MaybePromise<RawText>;
}

export type LoyaltyHandler = JsonHandler | TextHandler;

/** Declares a JSON route's handler with its schemas, so `call.body` and `call.query` get their parsed types. */
export const defineLoyaltyHandler = <Body = unknown, Query = unknown, Reply extends z.ZodObject = z.ZodObject>(
  handler: JsonHandler<Body, Query, Reply>,
): JsonHandler<Body, Query, Reply> => handler;

export const defineTextHandler = <Query = unknown>(handler: TextHandler<Query>): TextHandler<Query> => handler;

/** The fields every JSON answer starts with; a handler's fields come after them (a refresh's statusCode wins). */
const successEnvelope = {
  peachCode: z.literal(PEACH_SUCCESS),
  statusCode: z.literal(200),
  clientErrorMessage: z.literal(""),
};

function replySchema(handler: JsonHandler): z.ZodType {
  const enveloped = z.strictObject({ ...successEnvelope, ...handler.reply.shape });
  return handler.envelope === "optional" ? z.union([enveloped, z.strictObject(handler.reply.shape)]) : enveloped;
}

/** Fastify's route schema: the request parts the handler declares, and its JSON reply for status 200. */
function routeSchema(handler: LoyaltyHandler): FastifySchema {
  return {
    ...(handler.reply !== "text" && handler.body !== undefined ? { body: handler.body } : {}),
    ...(handler.query !== undefined ? { querystring: handler.query } : {}),
    ...(handler.reply === "text" ? {} : { response: { 200: replySchema(handler) } }),
  };
}

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

/** A check of the request that must come before its input is validated (the captcha, domain/captcha.ts). */
export type RequestGuard = (request: FastifyRequest) => void;

/**
 * Serves one entry of the route table. Before validation (Fastify's preValidation hook): the path check,
 * authentication, `guard` and the handler's own preValidation, so a call without a live session is refused
 * as such whatever its body.
 * Then Fastify validates the body and query against the handler's schemas, the handler runs, and the
 * envelope is added; the reply is checked against the handler's reply schema as it is serialized.
 */
export function registerLoyaltyRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  route: LoyaltyRoute,
  handler: LoyaltyHandler,
  guard?: RequestGuard,
): void {
  const checked = new WeakMap<FastifyRequest, { params: PathParams; auth: Auth | null }>();
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    schema: routeSchema(handler),
    preValidation: async (request) => {
      const params = matchRoutePath(route.path, request.url.split("?")[0] ?? "");
      if (params === null) throw invalidRequest("Invalid path parameter");
      const auth = authenticate(ctx, route, request);
      guard?.(request);
      handler.preValidation?.({ request, params, auth });
      checked.set(request, { params, auth });
    },
    handler: async (request, reply) => {
      const checks = checked.get(request);
      if (checks === undefined) throw new Error(`${route.path}: the preValidation checks did not run`);
      const call = { request, ...checks, query: request.query, body: request.body };
      if (handler.reply === "text") {
        const result = await handler.handle(call);
        return reply.type("text/plain; charset=utf-8").send(result.text);
      }
      const result = await handler.handle(call);
      if (result instanceof Unenveloped) return reply.send(result.fields);
      return reply.send({ peachCode: PEACH_SUCCESS, statusCode: 200, clientErrorMessage: "", ...result });
    },
  });
}

/** The auth of a session route (always set there; the check keeps handlers honest). */
export function authOf(call: Pick<LoyaltyCall, "auth">): Auth {
  if (call.auth === null) throw invalidSession();
  return call.auth;
}
