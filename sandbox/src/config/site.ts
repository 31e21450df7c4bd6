import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LOYALTY_PROVIDERS, type LoyaltyProvider } from "../../../src/domain/site-values";
import { loyaltyCircuitIdOf, siteCinemaIdOf } from "../../../src/lib/loyalty-api";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const SITE_FILE = fileURLToPath(new URL("../../../content/site.json", import.meta.url));
export const FILMS_DIR = fileURLToPath(new URL("../../../content/films/", import.meta.url));

/** The providers the site knows (the list its content schema reads too). */
export const PROVIDERS = LOYALTY_PROVIDERS;
export type Provider = LoyaltyProvider;

const numericId = z.string().regex(/^\d{1,10}$/);

/**
 * Only the part of content/site.json the backend needs; the site validates the whole
 * file itself (and load-content refuses a file that leaves a setting to its default).
 */
const siteFileSchema = z.object({
  theaterIds: z.array(numericId).min(1),
  circuit: z.object({ id: numericId }),
  loyalty: z.object({
    provider: z.enum(PROVIDERS),
    clubId: numericId,
    circuitId: numericId.nullable(),
    includeActivation: z.boolean(),
  }),
});

export interface SiteSettings {
  /** The circuit of loyalty calls, by the site's rule for its provider (SPEC §4). */
  circuitId: string;
  /** The cinema of the site; the first of theaterIds. */
  cinemaId: string;
  cinemaIds: readonly string[];
  clubId: string;
  provider: Provider;
  /** New members must activate their account before they can log in. */
  activationRequired: boolean;
}

/**
 * The backend's view of content/site.json, with the site's own id rules (src/lib). `provider` replaces
 * the file's (SANDBOX_PROVIDER); the circuit id then follows that provider.
 */
export function readSiteSettings(file = SITE_FILE, provider?: Provider): SiteSettings {
  const site = siteFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const effectiveProvider = provider ?? site.loyalty.provider;
  return {
    circuitId: loyaltyCircuitIdOf(effectiveProvider, { loyaltyCircuitId: site.loyalty.circuitId, circuitId: site.circuit.id })!,
    cinemaId: siteCinemaIdOf(site.theaterIds)!,
    cinemaIds: site.theaterIds,
    clubId: site.loyalty.clubId,
    provider: effectiveProvider,
    activationRequired: site.loyalty.includeActivation,
  };
}
