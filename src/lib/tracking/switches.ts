import type { TrackingSettings } from "./settings";

/** SPEC §9: the banner is used only if consent management is not disabled and a notice id exists. */
export const usesConsentBanner = (settings: TrackingSettings): boolean =>
  !settings.consent.disabled && Boolean(settings.consent.noticeId) && Boolean(settings.consent.didomiApiKey);

export const trackerTokens = (settings: TrackingSettings, type: string): string[] =>
  settings.analytics.trackers.filter((tracker) => tracker.type === type).map((tracker) => tracker.token);

/** SPEC §4: adsDisplay NONE disables ads; every other value shows them. */
export const adsEnabled = (settings: TrackingSettings): boolean => settings.ads.display !== "NONE";

/** The Google tag (gtag.js) with the site's Google Analytics tracker id. */
export const googleAnalyticsIds = (settings: TrackingSettings): string[] =>
  settings.analytics.enableGoogleAnalytics ? trackerTokens(settings, "GOOGLE_ANALYTICS") : [];

/**
 * SPEC §9: tag-manager containers are added when ads display is on, when targeting
 * tracking is on, or when a container token exists with analytics enabled. The
 * containers are the site's GOOGLE_TAG_MANAGER trackers, so without one nothing loads.
 */
export const tagManagerContainers = (settings: TrackingSettings): string[] =>
  adsEnabled(settings) || settings.analytics.enableTargettTracking || settings.analytics.enableGoogleAnalytics
    ? trackerTokens(settings, "GOOGLE_TAG_MANAGER")
    : [];

export const adobeLaunchSrc = (settings: TrackingSettings): string | null => settings.analytics.adobeLaunchSrc;

export const movioCustomerId = (settings: TrackingSettings): string | null =>
  settings.analytics.enableMovio ? settings.analytics.movioCustomerId : null;

export const analyticsEnabled = (settings: TrackingSettings): boolean =>
  googleAnalyticsIds(settings).length > 0 ||
  tagManagerContainers(settings).length > 0 ||
  adobeLaunchSrc(settings) !== null ||
  movioCustomerId(settings) !== null;

/**
 * Whether the page has to load the consent and tracking code at all. Without a
 * banner, consent stays unknown unless consent management is disabled, and an
 * unknown consent loads nothing (SPEC §4): then no code is fetched either.
 */
export const trackingLoaderNeeded = (settings: TrackingSettings): boolean =>
  usesConsentBanner(settings) || (settings.consent.disabled && (analyticsEnabled(settings) || adsEnabled(settings)));

/**
 * Whether the settings put anything into the pages' layout: ad containers (ads on, at least one
 * location) or « Gérer mes cookies » (a banner). Otherwise the browser needs none of their code.
 */
export const shownInLayout = (settings: TrackingSettings): boolean =>
  (adsEnabled(settings) && settings.ads.locations.length > 0) || usesConsentBanner(settings);
