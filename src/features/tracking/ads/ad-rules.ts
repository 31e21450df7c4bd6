import type { AdsLocationSetting } from "../../../domain/site-values";
import type { TrackingSettings } from "../../../lib/tracking/settings";

/** SPEC §4: PROGRAMMATIC and CUSTOM show all ads, other values restricted ads; NONE shows none. */
export type AdsMode = "allads" | "restrictedads";
export const adsMode = (display: string): AdsMode | null =>
  display === "NONE" ? null : display === "PROGRAMMATIC" || display === "CUSTOM" ? "allads" : "restrictedads";

/** SPEC §9 ad type labels: all ads reach beyond the cinema's own audience. */
export const AD_TYPE_LABELS: Record<AdsMode, string> = {
  allads: "captif-et-hors-captif",
  restrictedads: "captif-uniquement",
};

export type AdPosition = "interstitial" | "footer" | "header" | "pulse";
export const AD_POSITIONS: Record<AdsLocationSetting, AdPosition> = {
  INTERSTITIAL: "interstitial",
  PAGES_BOTTOM: "footer",
  PAGES_TOP: "header",
  PULSE: "pulse",
};

const CONTAINER_PREFIX: Record<AdPosition, string> = {
  interstitial: "Interstitial",
  header: "Header",
  footer: "Footer",
  pulse: "Pulse",
};

/** The custom integrations (CUSTOM, CUSTOM_WITHOUT_WRAPPER) fill their own containers. */
export const usesCustomContainers = (display: string) => display === "CUSTOM" || display === "CUSTOM_WITHOUT_WRAPPER";

/** SPEC §9: InterstitialContainer, HeaderPromoContainer…; custom ones end in CustomPromoContainer. */
export function containerId(position: AdPosition, custom: boolean): string {
  const prefix = CONTAINER_PREFIX[position];
  if (custom) return `${prefix}CustomPromoContainer`;
  return position === "interstitial" ? "InterstitialContainer" : `${prefix}PromoContainer`;
}

export const adPositions = (settings: TrackingSettings): AdPosition[] => [
  ...new Set(settings.ads.locations.map((location) => AD_POSITIONS[location])),
];

/** SPEC §9: ad unit prefix WMP_, WMP_FR_WEB for French sites, WMP_US_WEB otherwise; network id likewise. */
export function adNetwork(settings: TrackingSettings): { networkId: string; adUnit: string } {
  const french = settings.site.locale.toLowerCase().startsWith("fr");
  return french
    ? { networkId: settings.ads.frenchNetworkId, adUnit: "WMP_FR_WEB" }
    : { networkId: settings.ads.networkId, adUnit: "WMP_US_WEB" };
}

/** SPEC §9 ad page path: network/unit, mode, circuit slug, theatre slug. */
export function adPagePath(settings: TrackingSettings, mode: AdsMode): string {
  const { networkId, adUnit } = adNetwork(settings);
  return `/${networkId}/${adUnit}/${mode}/${settings.site.circuit.slug}/${settings.site.theater.slug}`;
}
