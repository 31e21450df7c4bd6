import { deleteCookies } from "../../core/vendor-cookies";
import { loadScript } from "../../core/load-script";
import type { AnalyticsPlugin } from "../analytics-queue";

/** Adobe's Opt-in service (Experience Cloud ID), there when the Launch property has the ECID extension. */
interface AdobeOptIn {
  approveAll(): void;
  denyAll(): void;
}

declare global {
  interface Window {
    adobe?: { optIn?: AdobeOptIn };
  }
}

/**
 * The first-party cookies of Adobe's libraries: AppMeasurement (s_*), the Experience Cloud ID (AMCV_, AMCVS_) and
 * the Web SDK (kndctr_). The opt-in service's own cookie (adobeujs-optin) stays: it keeps the refusal.
 */
export const isAdobeCookie = (name: string): boolean => /^(s_cc|s_sq|s_ecid|s_fid|s_vi|AMCVS?_.+|kndctr_.+)$/.test(name);

/**
 * Adobe Launch (Experience Platform Tags): its embed script, then direct-call rules through `_satellite.track`.
 * Its own rules keep running once it is loaded: Adobe's Opt-in service approves them on consent and denies them
 * on withdrawal (the property's ECID extension has Opt In enabled, docs/consent-analytics-ads.md).
 */
export function adobeLaunchPlugin(src: string): AnalyticsPlugin {
  let enabled = true;
  let withdrawn = false;
  return {
    name: "adobe-launch",
    async load() {
      enabled = true;
      await loadScript(src);
      if (!window._satellite) throw new Error("Adobe Launch did not define _satellite");
      // Launch may arrive after the visitor withdrew: the queue then withdraws it again, which it must not undo.
      if (!withdrawn) window.adobe?.optIn?.approveAll();
    },
    send(event) {
      if (enabled) window._satellite?.track(event.name, event.params);
    },
    disable() {
      enabled = false;
    },
    withdraw() {
      withdrawn = true;
      window.adobe?.optIn?.denyAll();
      deleteCookies(isAdobeCookie);
    },
  };
}
