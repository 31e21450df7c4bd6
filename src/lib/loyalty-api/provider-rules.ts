import type { LoyaltyProvider } from "../../domain/site-values";
import type { LoyaltyVersion } from "./route-table";

/** SPEC §4: the providers whose sites speak version 3 of the loyalty API; every other one speaks version 1. */
export const VERSION_3_PROVIDERS = [
  "BOOST_POS",
  "BOOST_POS_WITHOUT_LOYALTY",
  "TAPOS",
  "CGR",
] as const satisfies readonly LoyaltyProvider[];

/** The loyalty API version of a site with this provider (SPEC §4). */
export const loyaltyVersionOf = (provider: string): LoyaltyVersion =>
  (VERSION_3_PROVIDERS as readonly string[]).includes(provider) ? 3 : 1;

/**
 * The circuit id of loyalty calls (SPEC §4): CGR takes it only from the site's
 * circuit setting; the other providers (BOOST_POS, TAPOS…) take the loyalty
 * circuit id, falling back to the site's circuit id. The browser client and the
 * sandbox both ask here.
 */
export function loyaltyCircuitIdOf(
  provider: string,
  ids: { loyaltyCircuitId: string | null | undefined; circuitId: string | null | undefined },
): string | null {
  if (provider === "CGR") return ids.circuitId ?? null;
  return ids.loyaltyCircuitId ?? ids.circuitId ?? null;
}

/** The site's own cinema: the first of its `theaterIds` (content/site.json; load-content checks it is the theatre's id). */
export const siteCinemaIdOf = (theaterIds: readonly string[]): string | null => theaterIds[0] ?? null;
