import { loadScript } from "../../core/load-script";
import { tagManagerUrl } from "../../../../lib/tracking/vendors";
import type { AnalyticsPlugin } from "../analytics-queue";
import { dataLayer } from "./data-layer";

/** A Google Tag Manager container, with Google's documented start event. */
export function tagManagerPlugin(containerId: string): AnalyticsPlugin {
  let enabled = true;
  return {
    name: `tag-manager:${containerId}`,
    load() {
      enabled = true;
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      return loadScript(tagManagerUrl(containerId));
    },
    send(event) {
      if (enabled) dataLayer().push({ event: event.name, ...event.params });
    },
    disable() {
      enabled = false;
    },
  };
}
