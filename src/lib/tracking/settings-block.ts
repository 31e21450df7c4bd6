import type { TrackingSettings } from "./settings";

// The page's settings block, apart from settings.ts: the browser reads it on every page, while the code
// that draws the settings from the site's ships only in the chunks that need it.

/** Id of the JSON block the build writes into every page (gatsby-ssr's onRenderBody). */
export const TRACKING_SETTINGS_ELEMENT_ID = "tracking-settings";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Reads the page's JSON block. Anything missing or malformed means "nothing
 * enabled": the private default (SPEC §9, CNIL) is what a broken page gets.
 */
export function readTrackingSettings(text: string | null | undefined): TrackingSettings | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      !isRecord(value) ||
      !isRecord(value.consent) ||
      !isRecord(value.analytics) ||
      !isRecord(value.ads) ||
      !isRecord(value.site)
    ) {
      return null;
    }
    return value as unknown as TrackingSettings;
  } catch {
    return null;
  }
}

/**
 * Whether the page's settings may need any tracking code: a banner, consent management disabled, or ads.
 * The browser checks only this before it loads tracking's chunk, which then decides exactly (switches.ts);
 * it covers `shownInLayout` and `trackingLoaderNeeded` (switches.test.ts). It restates the banner and ads
 * rules rather than calling switches.ts: that module is in tracking's chunk too, so importing it would
 * put all of it in `app` (+0.3 KB measured).
 */
export const mayNeedTrackingCode = ({ ads, consent }: TrackingSettings): boolean =>
  ads.display !== "NONE" || consent.disabled || Boolean(consent.noticeId && consent.didomiApiKey);
