import { sameConsent, UNKNOWN_CONSENT, type ConsentSnapshot } from "../core/consent-state";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { didomiLoaderUrl } from "../../../lib/tracking/vendors";
import { consentFromReport } from "./consent-rules";
import { readBannerReport, type DidomiApi } from "./didomi-api";

const LOADER_ID = "spcloader";

/** Didomi's documented set-up: configuration first, then the loader script (async). */
function loadDidomi(settings: TrackingSettings, apiKey: string, noticeId: string) {
  if (document.getElementById(LOADER_ID)) return;
  window.didomiConfig = {
    app: { name: settings.site.name, privacyPolicyURL: settings.site.privacyPolicyUrl, logoUrl: settings.site.logoUrl },
    languages: { enabled: ["fr"], default: "fr" },
  };
  const script = document.createElement("script");
  script.id = LOADER_ID;
  script.async = true;
  script.src = didomiLoaderUrl(apiKey, noticeId);
  document.head.appendChild(script);
}

/**
 * Loads the banner and reports the visitor's consent: once the SDK is ready and
 * again on every `consent.changed` event (SPEC §4: re-evaluated on every change).
 * `onChange` is called only when the outcome differs from the last one.
 */
export function startConsent(settings: TrackingSettings, onChange: (consent: ConsentSnapshot) => void): void {
  const { didomiApiKey, noticeId } = settings.consent;
  if (!didomiApiKey || !noticeId) return;
  let last = UNKNOWN_CONSENT;
  const evaluate = (didomi: DidomiApi) => {
    const next = consentFromReport(readBannerReport(didomi));
    if (sameConsent(next, last)) return;
    last = next;
    onChange(next);
  };
  window.didomiOnReady = window.didomiOnReady ?? [];
  window.didomiOnReady.push(evaluate);
  window.didomiEventListeners = window.didomiEventListeners ?? [];
  window.didomiEventListeners.push({
    event: "consent.changed",
    listener: () => {
      if (window.Didomi) evaluate(window.Didomi);
    },
  });
  loadDidomi(settings, didomiApiKey, noticeId);
}
