import { loadScript, runScriptAgain } from "../core/load-script";
import { deleteCookies } from "../core/vendor-cookies";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import type { TrackedPage } from "../core/tracked-page";
import { GPT_URL } from "../../../lib/tracking/vendors";
import { adPagePath, adPositions, adsMode, containerId, usesCustomContainers, type AdPosition } from "./ad-rules";
import { adTargeting } from "./ad-targeting";
import { adsConsentConfig } from "./ads-consent-config";
import { googletag, type GoogleTagSlot } from "./googletag";
import { parseSizeMapping } from "./size-mapping";
import { AD_UPDATE_THROTTLE_MS, throttle } from "./throttle";

const setTargeting = (targeting: Record<string, string>) => {
  const pubads = googletag().pubads();
  pubads.clearTargeting();
  Object.entries(targeting).forEach(([key, value]) => pubads.setTargeting(key, value));
};

/**
 * Starts ads once consent allows them (SPEC §4). Google Publisher Tag defines a
 * slot per position in its container (interstitial 1×1, others fluid unless the
 * size mapping says otherwise); each page with scheduled films whose ad path
 * differs clears the old slots and shows new ones, at most every 500 ms.
 * CUSTOM_WITHOUT_WRAPPER loads the site's own ad script instead, and on every
 * later page (with or without films) resets targeting and refreshes every slot
 * but the interstitial.
 */
/** The first-party cookies Google Publisher Tag writes on the site's domain (Google Ad Manager's cookie list). */
export const isAdCookie = (name: string): boolean => /^(__gads|__gpi|__eoi|__gsas)$/.test(name);

export function startAds(settings: TrackingSettings) {
  const mode = adsMode(settings.ads.display);
  if (!mode) return null;
  const custom = usesCustomContainers(settings.ads.display);
  const positions = adPositions(settings);
  const sizeMappings = parseSizeMapping(settings.ads.sizeMapping, positions);
  const path = adPagePath(settings, mode);
  const interstitialId = containerId("interstitial", custom);
  const customScript = settings.ads.display === "CUSTOM_WITHOUT_WRAPPER";
  let shownKey: string | null = null;
  let servicesEnabled = false;
  let stopped = false;

  const defineSlot = (position: AdPosition): GoogleTagSlot | null => {
    const id = containerId(position, custom);
    if (!document.getElementById(id)) return null;
    const slot = googletag().defineSlot(path, position === "interstitial" ? [1, 1] : "fluid", id);
    if (!slot) return null;
    const mapping = sizeMappings[position];
    if (mapping) slot.defineSizeMapping(mapping);
    return slot.addService(googletag().pubads());
  };

  const showWithGpt = (page: TrackedPage) => {
    googletag().cmd.push(() => {
      if (stopped) return;
      googletag().destroySlots();
      setTargeting(adTargeting(page, settings, mode, window.location.origin));
      const slots = positions.map(defineSlot).filter((slot): slot is GoogleTagSlot => slot !== null);
      if (!servicesEnabled) {
        googletag().pubads().enableSingleRequest();
        googletag().enableServices();
        servicesEnabled = true;
      }
      slots.forEach((slot) => googletag().display(slot.getSlotElementId()));
    });
  };

  const refreshCustom = (page: TrackedPage) => {
    googletag().cmd.push(() => {
      if (stopped) return;
      setTargeting(adTargeting(page, settings, mode, window.location.origin));
      const pubads = googletag().pubads();
      pubads.refresh(pubads.getSlots().filter((slot) => slot.getSlotElementId() !== interstitialId));
    });
  };

  const update = throttle((page: TrackedPage) => (customScript ? refreshCustom(page) : showWithGpt(page)), AD_UPDATE_THROTTLE_MS);

  if (customScript) {
    window.adsConsentConfig = adsConsentConfig(settings);
    // After a consent change, the last start's stop() destroyed the slots the script defined when it ran: it runs
    // again to define and show them (later pages refresh them).
    if (settings.ads.custom)
      void runScriptAgain(settings.ads.custom).catch((error: unknown) => console.warn("Ad script failed to load", error));
  } else {
    googletag();
    void loadScript(GPT_URL).catch((error: unknown) => console.warn("Google Publisher Tag failed to load", error));
  }

  return {
    showPage(page: TrackedPage) {
      const key = `${path}${page.pathname}`;
      // GPT reloads for pages with scheduled films; the custom script's slots follow every page.
      if (key === shownKey || (!customScript && page.scheduledMovieIds.length === 0)) return;
      const first = shownKey === null;
      shownKey = key;
      // The custom script shows its own slots first; only later pages refresh them.
      if (customScript && first) return;
      update(page);
    },
    stop() {
      stopped = true;
      update.cancel();
      shownKey = null;
      googletag().cmd.push(() => googletag().destroySlots());
      // Withdrawing consent takes back what giving it allowed: the ad cookies go with the slots.
      deleteCookies(isAdCookie);
    },
  };
}

export type Ads = NonNullable<ReturnType<typeof startAds>>;
