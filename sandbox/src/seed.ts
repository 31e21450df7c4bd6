import type { SandboxContext } from "./context";
import { NO_EXPIRY } from "./domain/member-details";
import { hashPassword } from "./domain/passwords";
import type { MemberStatus } from "./repositories/members";
import { seedCatalogue } from "./seed-catalogue";
import { seedHistory } from "./seed-history";

export const DEMO_PASSWORD = "Cinema-2026!";

interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  status: MemberStatus;
  expiry?: string;
  mustChangePassword?: boolean;
  points: number;
}

/** The demo logins (docs/sandbox.md lists them); all use DEMO_PASSWORD. Member n has id 1000000n and card 771200000000000n. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { email: "marie.dupont@example.fr", firstName: "Marie", lastName: "Dupont", status: "active", points: 1250 },
  {
    email: "paul.martin@example.fr",
    firstName: "Paul",
    lastName: "Martin",
    status: "active",
    expiry: "2025-12-31T23:59:59Z",
    points: 320,
  },
  { email: "lea.bernard@example.fr", firstName: "Léa", lastName: "Bernard", status: "not_activated", points: 0 },
  { email: "hugo.petit@example.fr", firstName: "Hugo", lastName: "Petit", status: "blocked", points: 90 },
  {
    email: "chloe.robert@example.fr",
    firstName: "Chloé",
    lastName: "Robert",
    status: "active",
    mustChangePassword: true,
    points: 40,
  },
];

/** Seeds an empty data file; returns false (and changes nothing) when members already exist. */
export async function seedIfEmpty(ctx: SandboxContext): Promise<boolean> {
  if (ctx.members.count() > 0) return false;
  const hashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(DEMO_PASSWORD, ctx.scryptCost)));
  return ctx.write(() => {
    if (ctx.members.count() > 0) return false;
    seedCatalogue(ctx);
    const now = ctx.nowIso();
    DEMO_MEMBERS.forEach((demo, index) => {
      const active = demo.status !== "not_activated";
      const id = ctx.members.insert({
        member_id: String(10_000_001 + index),
        club_id: ctx.site.clubId,
        email: demo.email,
        username: demo.email,
        first_name: demo.firstName,
        last_name: demo.lastName,
        phone_number: `+3361234567${index}`,
        member_expiry: demo.expiry ?? NO_EXPIRY,
        member_level_id: active ? 1 : 0,
        member_level_name: active ? "Club Aurore" : "",
        preferred_cinema_id: ctx.site.cinemaId,
        send_newsletter: index === 0 ? 1 : 0,
        status: demo.status,
        must_change_password: demo.mustChangePassword ? 1 : 0,
        password_hash: hashes[index] ?? "",
        profile: JSON.stringify({ city: "Lyon", zipCode: "69002" }),
        created_at: now,
        updated_at: now,
      });
      ctx.members.setBalance(id, "POINTS", demo.points);
      ctx.cards.insert({
        card_number: `77120000000000${String(index + 1).padStart(2, "0")}`,
        member_id: id,
        card_type: "DEMATERIALIZED",
        is_primary: 1,
        status: "ACTIVE",
        added_at: now,
      });
      if (index === 0) seedHistory(ctx, id);
    });
    return true;
  });
}
