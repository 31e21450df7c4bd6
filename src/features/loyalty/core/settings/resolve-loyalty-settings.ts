import type { LoyaltyConfig, SiteConfig } from "../../../../domain/site-schema";
import type { LoyaltyProvider } from "../../../../domain/site-values";
// The rules module itself, not the package index: the index brings the route table into every page.
import { loyaltyCircuitIdOf, loyaltyVersionOf, siteCinemaIdOf } from "../../../../lib/loyalty-api/provider-rules";
import type { LoyaltyVersion } from "../../../../lib/loyalty-api/route-table";

/** SPEC §9: how often a live session is refreshed, per version. */
export const REFRESH_INTERVAL_MS: Record<LoyaltyVersion, number> = { 1: 600_000, 3: 85_800_000 };

const BOOST_POS_PROVIDERS: readonly LoyaltyProvider[] = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY"];

export type LoyaltySettings = Omit<LoyaltyConfig, "circuitId" | "type"> & {
  version: LoyaltyVersion;
  circuitId: string | null;
  /** The current cinema for version 3, null for version 1. */
  cinemaId: string | null;
  type: LoyaltyConfig["type"];
  refreshIntervalMs: number;
};

type SiteInput = Pick<SiteConfig, "circuit" | "theaterIds" | "loyalty">;

/**
 * The loyalty settings of SPEC §3 with the version rules of SPEC §4 applied. The
 * settings' defaults are the content schema's (src/domain/site-schema.ts): the
 * input is a complete, validated loyalty setting, never filled in here.
 */
export function resolveLoyaltySettings({ loyalty, circuit, theaterIds }: SiteInput): LoyaltySettings {
  const { provider } = loyalty;
  const version = loyaltyVersionOf(provider);
  return {
    ...loyalty,
    version,
    circuitId: loyaltyCircuitIdOf(provider, { loyaltyCircuitId: loyalty.circuitId, circuitId: circuit.id }),
    cinemaId: version === 3 ? siteCinemaIdOf(theaterIds) : null,
    type: provider === "RTS" ? "NON_TIERED" : loyalty.type,
    balanceTypes: BOOST_POS_PROVIDERS.includes(provider) ? ["POINTS"] : loyalty.balanceTypes,
    refreshIntervalMs: REFRESH_INTERVAL_MS[version],
  };
}
