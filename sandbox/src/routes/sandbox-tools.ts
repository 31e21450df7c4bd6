import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../context";
import { REFRESH_ANSWERS } from "../domain/answer-modes";
import { CAPTCHA_MODES } from "../domain/captcha";
import { invalidRequest, notFound } from "../domain/errors";
import { memberDetails } from "../domain/member-details";
import { activate } from "../domain/members";
import { sha256 } from "../domain/secrets";
import { escapeHtml, HTML_HEADERS, htmlPage } from "../http/html";
import { email } from "../http/shapes";
import type { ZodTypeProvider } from "../http/zod-schemas";

const answerModesInput = z.strictObject({
  refresh: z.enum(REFRESH_ANSWERS).optional(),
  captcha: z.enum(CAPTCHA_MODES).optional(),
});
const outboxQuery = z.object({ to: email.optional() });
const memberParams = z.object({ email });
const balanceInput = z.strictObject({ type: z.enum(["POINTS", "VISITS", "CREDIT"]), amount: z.int().min(0).max(1_000_000) });
const activationQuery = z.object({ code: z.string().min(1).max(128) });

/** Routes for developers and tests, not part of the loyalty API; their input is checked by their route schemas. */
export function registerSandboxTools(untyped: FastifyInstance, ctx: SandboxContext): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get("/sandbox/health", () => ({
    status: "ok",
    provider: ctx.provider,
    circuitId: ctx.site.circuitId,
    cinemaId: ctx.site.cinemaId,
    clubId: ctx.site.clubId,
    members: ctx.members.count(),
    schemaVersion: ctx.db.prepare<[], { v: number }>("SELECT MAX(version) AS v FROM schema_migrations").get()?.v ?? 0,
  }));

  // Answer modes (domain/answer-modes.ts), for tests of the site against each answer shape the spec allows.
  app.get("/sandbox/answer-modes", () => ctx.answerModes);
  app.post("/sandbox/answer-modes", { schema: { body: answerModesInput } }, (request) => {
    const modes = request.body;
    if (modes.refresh !== undefined) ctx.answerModes.refresh = modes.refresh;
    if (modes.captcha !== undefined) ctx.answerModes.captcha = modes.captcha;
    return ctx.answerModes;
  });

  app.get("/sandbox/outbox", { schema: { querystring: outboxQuery } }, (request) => {
    const { to } = request.query;
    return {
      messages: ctx.outbox.list(to).map((row) => ({
        id: row.id,
        to: row.to_address,
        kind: row.kind,
        subject: row.subject,
        body: row.body,
        data: JSON.parse(row.data) as unknown,
        createdAt: row.created_at,
      })),
    };
  });

  app.get("/sandbox/members/:email", { schema: { params: memberParams } }, (request) => {
    const member = ctx.members.findByEmail(request.params.email);
    if (member === undefined) throw notFound("Member not found.");
    return {
      memberDetails: memberDetails(ctx, member),
      status: member.status,
      mustChangePassword: member.must_change_password === 1,
      memberLevelId: member.member_level_id,
      profile: JSON.parse(member.profile) as unknown,
      favoriteFilmIds: ctx.favorites.filmIds(member.id),
      favoriteCinemas: ctx.favorites.cinemas(member.id).map((row) => ({
        boxofficeCinemaId: row.cinema_id,
        subscribeToNewsletter: row.subscribe_to_newsletter === 1,
      })),
      cards: ctx.cards
        .ofMember(member.id)
        .map((card) => ({ cardNumber: card.card_number, cardType: card.card_type, status: card.status })),
      // What logging in, refreshing and logging out did (never a token): a version-1 site's sessions are version 1.
      liveSessions: ctx.sessions.liveOfMember(member.id, ctx.now()).map((session) => ({
        version: session.version,
        createdAt: session.created_at,
        expiresAt: new Date(session.expires_at).toISOString(),
      })),
    };
  });

  // Sets a member's balance, for tests that spend points without touching the demo members'.
  app.post("/sandbox/members/:email/balance", { schema: { params: memberParams, body: balanceInput } }, (request) => {
    const input = request.body;
    const member = ctx.members.findByEmail(request.params.email);
    if (member === undefined) throw notFound("Member not found.");
    ctx.write(() => ctx.members.setBalance(member.id, input.type, input.amount));
    return { balances: ctx.members.balances(member.id) };
  });

  // Asks a member to change their password at the next log-in (code 1015), for tests of that path that
  // leave the demo member who starts that way as she is.
  app.post("/sandbox/members/:email/must-change-password", { schema: { params: memberParams } }, (request) => {
    const member = ctx.members.findByEmail(request.params.email);
    if (member === undefined) throw notFound("Member not found.");
    ctx.write(() => ctx.members.update(member, { must_change_password: 1, updated_at: ctx.nowIso() }));
    return { mustChangePassword: true };
  });

  // The link of the activation mail.
  app.get("/sandbox/activate", { schema: { querystring: activationQuery } }, (request, reply) => {
    const { code } = request.query;
    const activated = ctx.write(() => {
      const row = ctx.codes.findLive(sha256(code), "activation", ctx.now());
      const member = row && ctx.members.findById(row.member_id);
      if (member === undefined || member.status !== "not_activated") return undefined;
      ctx.codes.markUsed(sha256(code), ctx.nowIso());
      return activate(ctx, member);
    });
    if (activated === undefined) throw invalidRequest("Invalid or expired activation code.");
    return reply
      .headers(HTML_HEADERS)
      .send(htmlPage("Compte activé", `<h1>Compte activé</h1><p>Le compte ${escapeHtml(activated.email)} est actif.</p>`));
  });
}
