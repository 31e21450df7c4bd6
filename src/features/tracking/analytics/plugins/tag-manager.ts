import { deleteCookies } from "../../core/vendor-cookies";
import { loadScript } from "../../core/load-script";
import { tagManagerUrl } from "../../../../lib/tracking/vendors";
import type { AnalyticsPlugin } from "../analytics-queue";
import { dataLayer } from "./data-layer";
import { denyGoogleConsent, grantGoogleConsent, isGoogleCookie } from "./google-consent";

/**
 * A Google Tag Manager container, with Google's documented start event. The container's own tags keep running
 * once it is loaded: withdrawal reaches them through Consent Mode (each tag honours it, or is set to require it).
 */
export function tagManagerPlugin(containerId: string): AnalyticsPlugin {
  let enabled = true;
  return {
    name: `tag-manager:${containerId}`,
    load() {
      enabled = true;
      grantGoogleConsent();
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      return loadScript(tagManagerUrl(containerId));
    },
    send(event) {
      if (enabled) dataLayer().push({ event: event.name, ...event.params });
    },
    disable() {
      enabled = false;
    },
    withdraw() {
      denyGoogleConsent();
      deleteCookies(isGoogleCookie);
    },
  };
}
