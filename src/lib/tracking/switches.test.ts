import { describe, expect, it } from "vitest";
import rawSite from "../../../content/site.json";
import type { SiteConfig } from "../../domain/site-schema";
import { trackingSettingsFrom, type TrackingSettings } from "./settings";
import { mayNeedTrackingCode } from "./settings-block";
import {
  adsEnabled,
  googleAnalyticsIds,
  shownInLayout,
  tagManagerContainers,
  trackingLoaderNeeded,
  usesConsentBanner,
} from "./switches";

const THEATER = { id: "1042", name: "Cinéma", slug: "cinema" };
const demo = trackingSettingsFrom(rawSite as SiteConfig, THEATER);
const GA = { type: "GOOGLE_ANALYTICS", token: "G-TEST" };
const GTM = { type: "GOOGLE_TAG_MANAGER", token: "GTM-TEST" };

const settings = (change: {
  consent?: Partial<TrackingSettings["consent"]>;
  analytics?: Partial<TrackingSettings["analytics"]>;
  ads?: Partial<TrackingSettings["ads"]>;
}): TrackingSettings => ({
  ...demo,
  consent: { ...demo.consent, ...change.consent },
  analytics: { ...demo.analytics, ...change.analytics },
  ads: { ...demo.ads, ...change.ads },
});

const banner = { noticeId: "notice", didomiApiKey: "key" };

describe("the demo configuration is private", () => {
  it("uses no banner, no ads, and loads nothing", () => {
    expect(usesConsentBanner(demo)).toBe(false);
    expect(adsEnabled(demo)).toBe(false);
    expect(trackingLoaderNeeded(demo)).toBe(false);
    expect(shownInLayout(demo)).toBe(false);
    expect(mayNeedTrackingCode(demo)).toBe(false);
  });
});

describe("usesConsentBanner (SPEC §9)", () => {
  it.each<[string, Partial<TrackingSettings["consent"]>, boolean]>([
    ["notice id and API key", banner, true],
    ["no notice id", { ...banner, noticeId: null }, false],
    ["no API key", { ...banner, didomiApiKey: null }, false],
    ["disabled", { ...banner, disabled: true }, false],
  ])("%s → %s", (_name, consent, expected) => expect(usesConsentBanner(settings({ consent }))).toBe(expected));

  it("falls back to cookieBannerDidomiId for the notice id", () => {
    const site = { ...(rawSite as SiteConfig), cookieBannerDidomiId: "legacy" };
    expect(trackingSettingsFrom(site, THEATER).consent.noticeId).toBe("legacy");
    const own = { ...site, consent: { ...site.consent, noticeId: "own" } };
    expect(trackingSettingsFrom(own, THEATER).consent.noticeId).toBe("own");
  });
});

describe("tagManagerContainers (SPEC §9)", () => {
  it.each<[string, Parameters<typeof settings>[0], string[]]>([
    ["token with analytics enabled", { analytics: { trackers: [GA, GTM], enableGoogleAnalytics: true } }, ["GTM-TEST"]],
    ["token, analytics off, nothing else", { analytics: { trackers: [GTM], enableGoogleAnalytics: false } }, []],
    [
      "token, analytics off, ads on",
      { analytics: { trackers: [GTM], enableGoogleAnalytics: false }, ads: { display: "PROGRAMMATIC" } },
      ["GTM-TEST"],
    ],
    [
      "token, analytics off, targeting on",
      { analytics: { trackers: [GTM], enableGoogleAnalytics: false, enableTargettTracking: true } },
      ["GTM-TEST"],
    ],
    ["no token, ads on", { analytics: { trackers: [GA] }, ads: { display: "PROGRAMMATIC" } }, []],
  ])("%s → %o", (_name, change, expected) => expect(tagManagerContainers(settings(change))).toEqual(expected));
});

describe("googleAnalyticsIds", () => {
  it.each<[boolean, string[]]>([
    [true, ["G-TEST"]],
    [false, []],
  ])("enableGoogleAnalytics %s → %o", (enableGoogleAnalytics, expected) =>
    expect(googleAnalyticsIds(settings({ analytics: { trackers: [GA, GTM], enableGoogleAnalytics } }))).toEqual(expected),
  );
});

describe("trackingLoaderNeeded", () => {
  it.each<[string, Parameters<typeof settings>[0], boolean]>([
    ["banner", { consent: banner }, true],
    ["analytics without banner: consent stays unknown", { analytics: { trackers: [GA], enableGoogleAnalytics: true } }, false],
    [
      "consent management off, analytics on",
      { consent: { disabled: true }, analytics: { trackers: [GA], enableGoogleAnalytics: true } },
      true,
    ],
    [
      "consent management off, nothing on",
      { consent: { disabled: true }, analytics: { trackers: [], enableGoogleAnalytics: false } },
      false,
    ],
    [
      "consent management off, ads on",
      { consent: { disabled: true }, analytics: { trackers: [] }, ads: { display: "CUSTOM" } },
      true,
    ],
  ])("%s → %s", (_name, change, expected) => expect(trackingLoaderNeeded(settings(change))).toBe(expected));
});

describe("shownInLayout, and the browser's first check (mayNeedTrackingCode)", () => {
  it.each<[string, Parameters<typeof settings>[0], boolean]>([
    ["banner: « Gérer mes cookies »", { consent: banner }, true],
    ["ads with a location", { ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP"] } }, true],
    ["ads without a location", { ads: { display: "PROGRAMMATIC", locations: [] } }, false],
    ["consent management off, analytics on", { consent: { disabled: true }, analytics: { trackers: [GA] } }, false],
  ])("%s → %s", (_name, change, expected) => {
    expect(shownInLayout(settings(change))).toBe(expected);
    // Whatever the layout shows or the loader needs, the browser's first check lets its code load.
    if (shownInLayout(settings(change)) || trackingLoaderNeeded(settings(change))) {
      expect(mayNeedTrackingCode(settings(change))).toBe(true);
    }
  });

  it.each<[string, Parameters<typeof settings>[0]]>([
    ["banner", { consent: banner }],
    [
      "consent management off, analytics on",
      { consent: { disabled: true }, analytics: { trackers: [GA], enableGoogleAnalytics: true } },
    ],
    ["consent management off, ads on", { consent: { disabled: true }, analytics: { trackers: [] }, ads: { display: "CUSTOM" } }],
    ["ads with a location, consent unknown", { ads: { display: "CUSTOM", locations: ["PULSE"] } }],
  ])("%s: the browser loads tracking's code", (_name, change) => expect(mayNeedTrackingCode(settings(change))).toBe(true));
});
