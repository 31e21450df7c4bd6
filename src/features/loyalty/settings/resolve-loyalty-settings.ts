import type { LoyaltyConfig, LoyaltyProvider, SiteConfig } from "../../../content/site-schema";
import { loyaltyCircuitIdOf, loyaltyVersionOf, siteCinemaIdOf, type LoyaltyVersion } from "../../../lib/loyalty-api";

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

type LoyaltyInput = Partial<LoyaltyConfig> & Pick<LoyaltyConfig, "clubId" | "ticketingUrl">;
type SiteInput = Pick<SiteConfig, "circuit" | "theaterIds"> & { loyalty: LoyaltyInput };

/** The loyalty settings of SPEC §3 with the version rules of SPEC §4 applied. */
export function resolveLoyaltySettings({ loyalty, circuit, theaterIds }: SiteInput): LoyaltySettings {
  const provider = loyalty.provider ?? "NONE";
  const version = loyaltyVersionOf(provider);
  return {
    includeActivation: false,
    includeActivationCardNumber: false,
    includeActivationPhoneNumber: false,
    accessFromHeader: true,
    guestHeaderAccessLabel: "",
    guestSignupTabButton: "",
    guestSignupTabText: "",
    loggedInHeaderAccessLabel: "",
    loggedInMenu: [],
    includeWatchlist: false,
    allowExpiredLogin: false,
    displayOriginalErrorMessage: false,
    sessionCookieHours: 720,
    recaptchaSiteKey: null,
    ...loyalty,
    provider,
    version,
    circuitId: loyaltyCircuitIdOf(provider, { loyaltyCircuitId: loyalty.circuitId, circuitId: circuit.id }),
    cinemaId: version === 3 ? siteCinemaIdOf(theaterIds) : null,
    type: provider === "RTS" ? "NON_TIERED" : (loyalty.type ?? "NONE"),
    balanceTypes: BOOST_POS_PROVIDERS.includes(provider) ? ["POINTS"] : (loyalty.balanceTypes ?? []),
    scannableCodeFormat: loyalty.scannableCodeFormat ?? "QR_CODE",
    cardType: loyalty.cardType ?? "DEMATERIALIZED",
    refreshIntervalMs: REFRESH_INTERVAL_MS[version],
  };
}
