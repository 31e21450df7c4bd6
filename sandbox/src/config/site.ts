import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const SITE_FILE = fileURLToPath(new URL("../../../content/site.json", import.meta.url));
export const FILMS_DIR = fileURLToPath(new URL("../../../content/films/", import.meta.url));

export const PROVIDERS = ["NONE", "BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY", "TAPOS", "CGR", "RTS", "VISTA"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Only the part of content/site.json the backend needs; the site validates the whole file itself. */
const siteFileSchema = z.object({
  theaterIds: z.array(z.string().regex(/^\d{1,10}$/)).min(1),
  circuit: z.object({ id: z.string().regex(/^\d{1,10}$/) }),
  loyalty: z.object({
    provider: z.enum(PROVIDERS),
    clubId: z.string().regex(/^\d{1,10}$/),
    includeActivation: z.boolean(),
  }),
});

export interface SiteSettings {
  circuitId: string;
  /** The cinema of the site; the first of theaterIds. */
  cinemaId: string;
  cinemaIds: readonly string[];
  clubId: string;
  provider: Provider;
  /** New members must activate their account before they can log in. */
  activationRequired: boolean;
}

export function readSiteSettings(file = SITE_FILE): SiteSettings {
  const site = siteFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return {
    circuitId: site.circuit.id,
    cinemaId: site.theaterIds[0]!,
    cinemaIds: site.theaterIds,
    clubId: site.loyalty.clubId,
    provider: site.loyalty.provider,
    activationRequired: site.loyalty.includeActivation,
  };
}
