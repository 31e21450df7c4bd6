import type { SiteConfig } from "../../domain/site-schema";
import type { AdsLocationSetting } from "../../domain/site-values";

export { readTrackingSettings, TRACKING_SETTINGS_ELEMENT_ID } from "./settings-block";

/**
 * Everything the consent banner, analytics and ads read from the site's settings
 * (SPEC §3 site configuration, §9 switches). The browser reads it from the page
 * (a JSON block), not from the bundle: one build, the settings of the page it serves.
 */
export interface TrackingSettings {
  consent: { disabled: boolean; noticeId: string | null; didomiApiKey: string | null };
  analytics: {
    enableGoogleAnalytics: boolean;
    enableMovio: boolean;
    movioCustomerId: string | null;
    adobeLaunchSrc: string | null;
    trackers: { type: string; token: string }[];
    enableTargettTracking: boolean;
  };
  ads: {
    display: string;
    locations: AdsLocationSetting[];
    custom: string | null;
    networkId: string;
    frenchNetworkId: string;
    sizeMapping: string | null;
  };
  site: {
    name: string;
    websiteId: string;
    domain: string;
    locale: string;
    country: string;
    logoUrl: string;
    privacyPolicyUrl: string;
    circuit: { id: string; name: string; slug: string };
    theater: { id: string; name: string; slug: string };
  };
}

/** The settings as the build knows them (SPEC §9: noticeId falls back to cookieBannerDidomiId). */
export function trackingSettingsFrom(site: SiteConfig, theater: TrackingSettings["site"]["theater"]): TrackingSettings {
  return {
    consent: {
      disabled: site.consent.disabled,
      noticeId: site.consent.noticeId ?? site.cookieBannerDidomiId,
      didomiApiKey: site.consent.didomiApiKey,
    },
    analytics: {
      enableGoogleAnalytics: site.analytics.enableGoogleAnalytics,
      enableMovio: site.analytics.enableMovio,
      movioCustomerId: site.analytics.movioCustomerId,
      adobeLaunchSrc: site.analytics.adobeLaunchSrc,
      trackers: site.trackers,
      enableTargettTracking: site.enableTargettTracking,
    },
    ads: {
      display: site.adsDisplay,
      locations: site.adsLocation,
      custom: site.adsCustom,
      networkId: site.ads.networkId,
      frenchNetworkId: site.ads.frenchNetworkId,
      sizeMapping: site.ads.sizeMapping,
    },
    site: {
      name: site.name,
      websiteId: site.websiteId,
      domain: site.domain,
      locale: site.locale,
      country: site.country.iso31661A2,
      logoUrl: new URL(site.logo.src, site.domain).toString(),
      privacyPolicyUrl: new URL(`/${site.privacyPolicySlug}/`, site.domain).toString(),
      circuit: site.circuit,
      theater,
    },
  };
}
