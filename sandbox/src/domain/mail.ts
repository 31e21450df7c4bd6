import type { SandboxContext } from "../context";
import type { MemberRow } from "../repositories/members";
import type { MailKind } from "../repositories/outbox";
import { newToken, sha256 } from "./secrets";

const HOUR = 3_600_000;
export const RESET_CODE_LIFETIME_MS = HOUR;
export const ACTIVATION_CODE_LIFETIME_MS = 7 * 24 * HOUR;

function send(ctx: SandboxContext, to: string, kind: MailKind, subject: string, body: string, data: object): void {
  ctx.outbox.send({ to_address: to, kind, subject, body, data: JSON.stringify(data), created_at: ctx.nowIso() });
}

/** The mail functions write to the outbox (call inside ctx.write); the plain code exists only there. */
export function sendResetCode(ctx: SandboxContext, member: MemberRow, link: URL): void {
  const resetCode = newToken(18);
  ctx.codes.insert({
    code_hash: sha256(resetCode),
    purpose: "reset-password",
    member_id: member.id,
    expires_at: ctx.now() + RESET_CODE_LIFETIME_MS,
  });
  link.searchParams.set("resetCode", resetCode);
  link.searchParams.set("email", member.email);
  const body = `Bonjour ${member.first_name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${link.href}\n`;
  send(ctx, member.email, "reset-code", "Réinitialisation de votre mot de passe", body, {
    resetCode,
    link: link.href,
    uid: member.member_id,
  });
}

export function sendActivationCode(ctx: SandboxContext, member: MemberRow, origin: string): void {
  const activationCode = newToken(18);
  ctx.codes.insert({
    code_hash: sha256(activationCode),
    purpose: "activation",
    member_id: member.id,
    expires_at: ctx.now() + ACTIVATION_CODE_LIFETIME_MS,
  });
  const link = new URL("/sandbox/activate", origin);
  link.searchParams.set("code", activationCode);
  const body = `Bonjour ${member.first_name},\n\nPour activer votre compte fidélité, ouvrez ce lien (valable 7 jours) :\n${link.href}\n`;
  send(ctx, member.email, "activation-code", "Activez votre compte fidélité", body, { activationCode, link: link.href });
}

export function sendUsernameReminder(ctx: SandboxContext, member: MemberRow): void {
  const body = `Bonjour ${member.first_name},\n\nVotre identifiant est : ${member.username}\n`;
  send(ctx, member.email, "username-reminder", "Votre identifiant", body, { username: member.username });
}
