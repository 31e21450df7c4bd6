import type { LoyaltyConfig, LoyaltyProvider, SiteConfig } from "../../../content/site-schema";

export type LoyaltyVersion = 1 | 3;

/** SPEC §9: how often a live session is refreshed, per version. */
export const REFRESH_INTERVAL_MS: Record<LoyaltyVersion, number> = { 1: 600_000, 3: 85_800_000 };

export const VERSION_3_PROVIDERS: readonly LoyaltyProvider[] = ["BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY", "TAPOS", "CGR"];
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

function resolveCircuitId(provider: LoyaltyProvider, loyalty: LoyaltyInput, circuit: SiteConfig["circuit"]): string | null {
  if (provider === "CGR") return circuit.id;
  return loyalty.circuitId ?? circuit.id ?? null;
}

/** The loyalty settings of SPEC §3 with the version rules of SPEC §4 applied. */
export function resolveLoyaltySettings({ loyalty, circuit, theaterIds }: SiteInput): LoyaltySettings {
  const provider = loyalty.provider ?? "NONE";
  const version: LoyaltyVersion = VERSION_3_PROVIDERS.includes(provider) ? 3 : 1;
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
    circuitId: resolveCircuitId(provider, loyalty, circuit),
    cinemaId: version === 3 ? (theaterIds[0] ?? null) : null,
    type: provider === "RTS" ? "NON_TIERED" : (loyalty.type ?? "NONE"),
    balanceTypes: BOOST_POS_PROVIDERS.includes(provider) ? ["POINTS"] : (loyalty.balanceTypes ?? []),
    scannableCodeFormat: loyalty.scannableCodeFormat ?? "QR_CODE",
    cardType: loyalty.cardType ?? "DEMATERIALIZED",
    refreshIntervalMs: REFRESH_INTERVAL_MS[version],
  };
}
