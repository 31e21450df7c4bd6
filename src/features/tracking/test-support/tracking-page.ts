import { vi } from "vitest";
import rawSite from "../../../../content/site.json";
import type { SiteConfig } from "../../../domain/site-schema";
import { trackingSettingsFrom, type TrackingSettings } from "../../../lib/tracking/settings";
import { DIDOMI_SDK_ORIGIN, GOOGLE_TAG_ORIGIN, GPT_URL, MOVIO_ORIGIN } from "../../../lib/tracking/vendors";
import type { MemberPresence } from "../core/member-presence";
import type { TrackingRecord } from "../core/tracking-record";
import {
  adobeLaunchStandIn,
  didomiStandIn,
  forgetVendors,
  googleTagStandIn,
  gptStandIn,
  movioStandIn,
  serveVendorScripts,
  tagManagerStandIn,
  type AdRequest,
  type DidomiOptions,
  type GoogleTagSeen,
  type TagManagerSeen,
} from "./vendor-stand-ins";

/*
 * Tracking as a page runs it, in jsdom: the settings a page carries, the vendors' scripts answered by
 * stand-ins (vendor-stand-ins.ts), and page loads that start tracking's runtime afresh.
 */

export const demoSettings = trackingSettingsFrom(rawSite as SiteConfig, {
  id: "1042",
  name: "Cinéma L'Aurore",
  slug: "cinema-aurore",
});
export const BANNER = { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" };
export const GA = { type: "GOOGLE_ANALYTICS", token: "G-AURORE2026" };
export const GTM = { type: "GOOGLE_TAG_MANAGER", token: "GTM-AURORE" };
export const ADOBE_LAUNCH_SRC = "https://assets.adobedtm.com/aurore/launch-aurore.min.js";
export const MOVIO_CUSTOMER = "aurore-42";

export interface SettingsChange {
  consent?: Partial<TrackingSettings["consent"]>;
  analytics?: Partial<TrackingSettings["analytics"]>;
  ads?: Partial<TrackingSettings["ads"]>;
}

/** The demo's settings with a banner, changed as another deployment would. */
export const settingsWith = (change: SettingsChange = {}): TrackingSettings => ({
  ...demoSettings,
  consent: { ...demoSettings.consent, ...BANNER, ...change.consent },
  analytics: { ...demoSettings.analytics, ...change.analytics },
  ads: { ...demoSettings.ads, ...change.ads },
});

/** The member session as loyalty tells tracking of it; `logIn` announces a login. */
export function memberPresence(loggedIn = false): MemberPresence & { logIn(memberId: string): void } {
  const listeners: ((memberId: string) => void)[] = [];
  return {
    memberCountsAsLoggedIn: () => loggedIn,
    onMemberLogin: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    logIn(memberId) {
      loggedIn = true;
      listeners.forEach((listener) => listener(memberId));
    },
  };
}

/**
 * A visit: every vendor answered by its stand-in (and `more` scripts by theirs), and what each received, across
 * the visit's page loads.
 */
export function visit(didomi: DidomiOptions, more: Record<string, () => void> = {}) {
  const seen = {
    googleTag: { configs: {}, hits: [], consent: [] } as GoogleTagSeen,
    tagManager: { consent: [], events: [] } as TagManagerSeen,
    adobe: [] as { identifier: string; detail: Record<string, string> }[],
    adobeOptIn: [] as string[],
    movio: [] as unknown[][],
    ads: [] as AdRequest[],
  };
  const scripts = serveVendorScripts({
    [DIDOMI_SDK_ORIGIN]: didomiStandIn(didomi),
    [`${GOOGLE_TAG_ORIGIN}/gtag/js`]: googleTagStandIn(seen.googleTag),
    [`${GOOGLE_TAG_ORIGIN}/gtm.js`]: tagManagerStandIn(seen.tagManager),
    [ADOBE_LAUNCH_SRC]: adobeLaunchStandIn(seen.adobe, seen.adobeOptIn),
    [MOVIO_ORIGIN]: movioStandIn(seen.movio),
    [GPT_URL]: gptStandIn(seen.ads),
    ...more,
  });
  return { ...seen, scripts: scripts.requested, end: scripts.stop };
}

/**
 * Loads a page: a new window as far as tracking can tell (the vendors' globals, scripts and timers of the
 * page before are gone, the consent choice stays), then tracking's runtime started as the page wrapper
 * starts it. `navigate` is a client-side navigation, reported as the page wrapper reports it.
 */
export async function loadPage(settings: TrackingSettings, path: string, record: TrackingRecord, member: MemberPresence) {
  vi.clearAllTimers();
  forgetVendors();
  vi.resetModules();
  window.history.replaceState(null, "", path);
  const runtime = await import("../composition/tracking-runtime");
  runtime.startTracking(settings, member, window.location.pathname, record);
  return {
    navigate(to: string, next: TrackingRecord) {
      window.history.pushState(null, "", to);
      runtime.trackPage(window.location.pathname, next);
    },
  };
}

/** For vi.waitFor: a chunk's first load (transformed on demand) can take seconds on a busy machine. */
export const LOADED = { timeout: 10_000 };

/** The consent state tracking announces on the page (SPEC §4). */
export const consentState = () => document.documentElement.dataset.trackingConsent;
