import { loadScript } from "../../core/load-script";
import type { AnalyticsPlugin } from "../analytics-queue";

/** Adobe Launch (Experience Platform Tags): its embed script, then direct-call rules through `_satellite.track`. */
export function adobeLaunchPlugin(src: string): AnalyticsPlugin {
  let enabled = true;
  return {
    name: "adobe-launch",
    async load() {
      enabled = true;
      await loadScript(src);
      if (!window._satellite) throw new Error("Adobe Launch did not define _satellite");
    },
    send(event) {
      if (enabled) window._satellite?.track(event.name, event.params);
    },
    disable() {
      enabled = false;
    },
  };
}
