import { deleteCookies } from "../../core/vendor-cookies";
import { loadScript } from "../../core/load-script";
import { googleTagUrl } from "../../../../lib/tracking/vendors";
import type { AnalyticsPlugin } from "../analytics-queue";
import { gtag, gtagCommands } from "./data-layer";
import { denyGoogleConsent, grantGoogleConsent, isGoogleCookie } from "./google-consent";

/** SPEC §9: the analytics cookie lives 34,164,000 s (about 395 days), is not renewed, and IPs are anonymised. */
export const GOOGLE_ANALYTICS_CONFIG = {
  send_page_view: false,
  cookie_expires: 34_164_000,
  cookie_update: false,
  anonymize_ip: true,
} as const;

const disableFlag = (measurementId: string) => `ga-disable-${measurementId}` as const;

/** Google Analytics through the Google tag (gtag.js), as Google documents its set-up. */
export function googleAnalyticsPlugin(measurementId: string): AnalyticsPlugin {
  const flags = window as unknown as Record<string, boolean>;
  let enabled = true;
  return {
    name: `google-analytics:${measurementId}`,
    load() {
      enabled = true;
      flags[disableFlag(measurementId)] = false;
      grantGoogleConsent();
      if (gtagCommands("js").length === 0) gtag("js", new Date());
      gtag("config", measurementId, GOOGLE_ANALYTICS_CONFIG);
      return loadScript(googleTagUrl(measurementId));
    },
    send(event) {
      if (enabled) gtag("event", event.name, { ...event.params, send_to: measurementId });
    },
    disable() {
      enabled = false;
      // Google's documented opt-out: the tag sends nothing more for this id.
      flags[disableFlag(measurementId)] = true;
    },
    withdraw() {
      denyGoogleConsent();
      deleteCookies(isGoogleCookie);
    },
  };
}
