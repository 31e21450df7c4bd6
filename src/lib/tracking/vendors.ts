/**
 * The outside scripts of SPEC §7 and where they come from: one place for their
 * URLs, read by the loaders and by the Content-Security-Policy.
 */
export const DIDOMI_SDK_ORIGIN = "https://sdk.privacy-center.org";
/** Didomi's consent API (the SDK stores and reads choices there). */
export const DIDOMI_API_ORIGIN = "https://api.privacy-center.org";

/**
 * The three vendors SPEC §4 asks about, by their Didomi ids: Google Analytics
 * (Didomi's vendor library), Google (advertising products) and Adobe Analytics.
 */
export const TRACKED_VENDOR_IDS = ["c:googleana-4TXnJigR", "google", "c:adobeanaly-Rq5T6ARH"] as const;

/** Didomi's documented Web SDK loader for a notice (developers.didomi.io, "Getting started"). */
export const didomiLoaderUrl = (apiKey: string, noticeId: string): string =>
  `${DIDOMI_SDK_ORIGIN}/${encodeURIComponent(apiKey)}/loader.js?${new URLSearchParams({ target_type: "notice", target: noticeId })}`;

export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
export const googleTagUrl = (measurementId: string): string =>
  `${GOOGLE_TAG_ORIGIN}/gtag/js?${new URLSearchParams({ id: measurementId })}`;
export const tagManagerUrl = (containerId: string): string =>
  `${GOOGLE_TAG_ORIGIN}/gtm.js?${new URLSearchParams({ id: containerId })}`;
/** Where GA4 hits go (the Google tag's documented collection endpoints). */
export const GOOGLE_ANALYTICS_ORIGINS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export const ADOBE_LAUNCH_ORIGIN = "https://assets.adobedtm.com";

/** The cinema marketing tracker (Movio), one script per customer id. */
export const MOVIO_ORIGIN = "https://tracker.movio.co";
export const movioTrackerUrl = (customerId: string): string => `${MOVIO_ORIGIN}/${encodeURIComponent(customerId)}/tracker.js`;

/** Google Publisher Tag (developers.google.com/publisher-tag, "Get started"). */
export const GPT_URL = "https://securepubads.g.doubleclick.net/tag/js/gpt.js";
export const GPT_ORIGINS = [
  "https://securepubads.g.doubleclick.net",
  "https://pagead2.googlesyndication.com",
  "https://tpc.googlesyndication.com",
];
