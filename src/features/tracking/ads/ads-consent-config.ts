import type { TrackingSettings } from "../../../lib/tracking/settings";

/** SPEC §4: the consent configuration passed to the ad platform. */
export const adsConsentConfig = (settings: TrackingSettings) => ({
  ccpa: { enabled: true },
  externalConsent: { enabled: true },
  app: { name: settings.site.name, logoUrl: settings.site.logoUrl, privacyPolicyUrl: settings.site.privacyPolicyUrl },
  country: settings.site.country,
});
