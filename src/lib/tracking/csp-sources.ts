import type { TrackingSettings } from "./settings";
import {
  adsEnabled,
  adobeLaunchSrc,
  analyticsEnabled,
  googleAnalyticsIds,
  movioCustomerId,
  tagManagerContainers,
  trackingLoaderNeeded,
  usesConsentBanner,
} from "./switches";
import {
  ADOBE_LAUNCH_ORIGIN,
  DIDOMI_API_ORIGIN,
  DIDOMI_SDK_ORIGIN,
  GOOGLE_ANALYTICS_ORIGINS,
  GOOGLE_TAG_ORIGIN,
  GPT_ORIGINS,
  MOVIO_ORIGIN,
} from "./vendors";

type Directive = "script-src" | "connect-src" | "img-src" | "frame-src";
export type TrackingCspSources = Partial<Record<Directive, string[]>>;

/** Adobe Analytics' collection servers (Adobe's documented CSP hosts). */
const ADOBE_COLLECTION_ORIGINS = ["https://*.omtrdc.net", "https://*.demdex.net"];
/** Where Google Publisher Tag shows creatives (frames). */
const GPT_FRAME_ORIGINS = [
  "https://securepubads.g.doubleclick.net",
  "https://tpc.googlesyndication.com",
  "https://googleads.g.doubleclick.net",
];

const merge = (...parts: TrackingCspSources[]): TrackingCspSources => {
  const merged: TrackingCspSources = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as [Directive, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
};

const originOf = (url: string) => new URL(url).origin;

/**
 * What the consent banner, analytics and ads need in the Content-Security-Policy,
 * each only when the settings switch it on (nothing for the demo).
 */
export function trackingCspSources(settings: TrackingSettings | null | undefined): TrackingCspSources {
  if (!settings || !trackingLoaderNeeded(settings)) return {};
  const parts: TrackingCspSources[] = [];
  if (usesConsentBanner(settings)) {
    const didomi = [DIDOMI_SDK_ORIGIN, DIDOMI_API_ORIGIN];
    parts.push({ "script-src": [DIDOMI_SDK_ORIGIN], "connect-src": didomi, "img-src": didomi });
  }
  if (analyticsEnabled(settings)) {
    if (googleAnalyticsIds(settings).length > 0 || tagManagerContainers(settings).length > 0) {
      parts.push({
        "script-src": [GOOGLE_TAG_ORIGIN],
        "connect-src": [GOOGLE_TAG_ORIGIN, ...GOOGLE_ANALYTICS_ORIGINS],
        "img-src": [GOOGLE_TAG_ORIGIN, ...GOOGLE_ANALYTICS_ORIGINS],
      });
    }
    const launch = adobeLaunchSrc(settings);
    if (launch) {
      parts.push({
        "script-src": [ADOBE_LAUNCH_ORIGIN, originOf(launch)],
        "connect-src": ADOBE_COLLECTION_ORIGINS,
        "img-src": ADOBE_COLLECTION_ORIGINS,
      });
    }
    if (movioCustomerId(settings)) {
      parts.push({ "script-src": [MOVIO_ORIGIN], "connect-src": [MOVIO_ORIGIN], "img-src": [MOVIO_ORIGIN] });
    }
  }
  if (adsEnabled(settings)) {
    const custom =
      settings.ads.display === "CUSTOM_WITHOUT_WRAPPER" && settings.ads.custom ? [originOf(settings.ads.custom)] : [];
    parts.push({
      "script-src": [...GPT_ORIGINS, ...custom],
      "connect-src": GPT_ORIGINS,
      "img-src": GPT_ORIGINS,
      "frame-src": GPT_FRAME_ORIGINS,
    });
  }
  return merge(...parts);
}
