import type { SandboxContext } from "../context";
import type { MemberRow } from "../repositories/members";

/** The member level a new or newly activated member gets: the cinema's first membership item. */
export function defaultLevel(ctx: SandboxContext): { id: number; name: string } {
  const item = ctx.catalogue.membershipItems(ctx.site.cinemaId)[0];
  return item === undefined ? { id: 1, name: "Membre" } : { id: item.member_level_id, name: item.member_level_name };
}

/** Activates a member (call inside ctx.write). */
export function activate(ctx: SandboxContext, member: MemberRow, level = defaultLevel(ctx)): MemberRow {
  return ctx.members.update(member, {
    status: "active",
    member_level_id: level.id,
    member_level_name: level.name,
    updated_at: ctx.nowIso(),
  });
}

const SAFE_HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/** The origin of links in sandbox mail: the host the call came to, when it looks like one. */
export const sandboxOrigin = (host: string): string => `http://${SAFE_HOST.test(host) ? host : "127.0.0.1:4010"}`;
