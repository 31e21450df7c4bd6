import { gtag, gtagCommands } from "./data-layer";

/** Consent Mode v2: what Google's tags (gtag.js, Tag Manager's) may store and use, each granted or denied. */
export const GOOGLE_CONSENT_TYPES = ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"] as const;
type ConsentValue = "granted" | "denied";

const every = (value: ConsentValue) => Object.fromEntries(GOOGLE_CONSENT_TYPES.map((type) => [type, value]));

/** What the data layer last told Google's tags (we always set the four types alike), or null before any default. */
const toldGoogle = (): ConsentValue | null => {
  const commands = gtagCommands("consent");
  const last = commands[commands.length - 1];
  return last ? ((last[2] as Record<string, ConsentValue>).analytics_storage ?? null) : null;
};

/**
 * The visitor consented: as Google documents it, the default (every type denied) is in the data layer before any
 * Google tag loads, then an update grants them. Once per page each: the Google tag and Tag Manager both ask.
 */
export function grantGoogleConsent(): void {
  if (toldGoogle() === null) gtag("consent", "default", every("denied"));
  if (toldGoogle() !== "granted") gtag("consent", "update", every("granted"));
}

/** Consent withdrawn: an update denies every type, which the scripts already loaded honour from then on. */
export function denyGoogleConsent(): void {
  if (toldGoogle() === "granted") gtag("consent", "update", every("denied"));
}

/** The first-party cookies Google's tags set: Google Analytics, Tag Manager's Google Analytics, the conversion linker. */
export const isGoogleCookie = (name: string): boolean => /^(_ga|_gid|_gat|_ga_.+|_gat_.+|_gcl_.+|_dc_gtm_.+)$/.test(name);
