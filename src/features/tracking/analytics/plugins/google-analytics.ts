import { loadScript } from "../../core/load-script";
import { googleTagUrl } from "../../../../lib/tracking/vendors";
import type { AnalyticsPlugin } from "../analytics-queue";
import { dataLayer } from "./data-layer";

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
  return {
    name: `google-analytics:${measurementId}`,
    load() {
      flags[disableFlag(measurementId)] = false;
      if (!window.gtag) {
        const layer = dataLayer();
        window.gtag = function gtag() {
          // gtag.js reads `arguments` objects from the data layer, not arrays.
          // eslint-disable-next-line prefer-rest-params
          layer.push(arguments);
        };
        window.gtag("js", new Date());
      }
      window.gtag("config", measurementId, GOOGLE_ANALYTICS_CONFIG);
      return loadScript(googleTagUrl(measurementId));
    },
    send(event) {
      window.gtag?.("event", event.name, { ...event.params, send_to: measurementId });
    },
    disable() {
      // Google's documented opt-out: the tag sends nothing more for this id.
      flags[disableFlag(measurementId)] = true;
    },
  };
}
