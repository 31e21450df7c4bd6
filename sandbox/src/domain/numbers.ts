import type { SandboxContext } from "../context";
import { randomDigits } from "./secrets";

function unique(generate: () => string, taken: (value: string) => boolean): string {
  for (;;) {
    const value = generate();
    if (!taken(value)) return value;
  }
}

/** An 8-digit member number. */
export const newMemberNumber = (ctx: SandboxContext): string =>
  unique(
    () => randomDigits(8),
    (value) => value.startsWith("0") || ctx.members.findByMemberId(value) !== undefined,
  );

/** A 16-digit dematerialised card number, prefixed with the circuit and club ids (7712… for the demo). */
export const newCardNumber = (ctx: SandboxContext): string =>
  unique(
    () => `${`${ctx.site.circuitId}${ctx.site.clubId}`.slice(0, 4).padEnd(4, "0")}${randomDigits(12)}`,
    (value) => ctx.cards.find(value) !== undefined,
  );
