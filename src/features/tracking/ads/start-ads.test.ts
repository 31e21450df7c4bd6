// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepHeadAfterEach } from "../../../test/keep-head";
import rawSite from "../../../../content/site.json";
import type { SiteConfig } from "../../../domain/site-schema";
import { trackingSettingsFrom, type TrackingSettings } from "../../../lib/tracking/settings";
import type { TrackedPage } from "../core/tracked-page";
import type { GoogleTag, GoogleTagSlot } from "./googletag";
import { startAds } from "./start-ads";

const demo = trackingSettingsFrom(rawSite as SiteConfig, { id: "1042", name: "Cinéma L'Aurore", slug: "cinema-aurore" });
const customSettings: TrackingSettings = {
  ...demo,
  ads: { ...demo.ads, display: "CUSTOM_WITHOUT_WRAPPER", custom: null, locations: ["INTERSTITIAL", "PAGES_TOP"] },
};

/**
 * Google Publisher Tag as the custom script leaves it (its slots defined, its own targeting set), after
 * the stand-in of tests/e2e/support/gpt-stand-in.ts: commands run at once; refreshes are recorded.
 */
function gptWithCustomSlots() {
  const targeting = new Map<string, string | string[]>([["custom", "first-page"]]);
  const slot = (id: string) => ({ getSlotElementId: () => id }) as GoogleTagSlot;
  const slots = [slot("InterstitialCustomPromoContainer"), slot("HeaderCustomPromoContainer")];
  const refreshes: { containers: string[]; targeting: Record<string, string | string[]> }[] = [];
  const pubads = {
    setTargeting: (key: string, value: string | string[]) => (targeting.set(key, value), pubads),
    clearTargeting: () => (targeting.clear(), pubads),
    getSlots: () => [...slots],
    refresh: (list?: GoogleTagSlot[] | null) =>
      refreshes.push({ containers: (list ?? slots).map((s) => s.getSlotElementId()), targeting: Object.fromEntries(targeting) }),
  };
  window.googletag = {
    cmd: { push: (...commands: (() => void)[]) => (commands.forEach((c) => c()), 1) },
    pubads: () => pubads,
    destroySlots: () => (slots.splice(0), true),
  } as unknown as GoogleTag;
  return refreshes;
}

const page = (pathname: string, scheduledMovieIds: string[] = []): TrackedPage => ({
  pathname,
  pageType: "page",
  film: null,
  scheduledMovieIds,
});

describe("CUSTOM_WITHOUT_WRAPPER on later pages (SPEC §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete window.googletag;
  });

  it("leaves the first page to the custom script, then on every later page resets targeting and refreshes all slots but the interstitial, films or not", () => {
    const refreshes = gptWithCustomSlots();
    const ads = startAds(customSettings)!;
    ads.showPage(page("/films/1048213-les-heures-claires/", ["1048213"]));
    expect(refreshes).toEqual([]);

    ads.showPage(page("/tarifs/"));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.containers).toEqual(["HeaderCustomPromoContainer"]);
    expect(refreshes[0]?.targeting.custom).toBeUndefined();
    expect(refreshes[0]?.targeting.currentPath).toBe("/tarifs/");
    expect(refreshes[0]?.targeting.scheduledMovieIds).toBe("");

    vi.advanceTimersByTime(500);
    ads.showPage(page("/cinema/"));
    expect(refreshes.map((refresh) => refresh.targeting.currentPath)).toEqual(["/tarifs/", "/cinema/"]);
  });

  it("refreshes nothing when the page did not change", () => {
    const refreshes = gptWithCustomSlots();
    const ads = startAds(customSettings)!;
    ads.showPage(page("/films/"));
    ads.showPage(page("/tarifs/"));
    vi.advanceTimersByTime(500);
    ads.showPage(page("/tarifs/"));
    vi.advanceTimersByTime(500);
    expect(refreshes).toHaveLength(1);
  });
});

describe("a start after a consent change stopped the last one (SPEC §4: each change starts afresh)", () => {
  const CUSTOM = "https://ads.cinema-aurore.example/wrapper.js";
  const customScripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${CUSTOM}"]`)];
  keepHeadAfterEach();
  afterEach(() => {
    delete window.googletag;
    document.body.replaceChildren();
  });

  it("CUSTOM_WITHOUT_WRAPPER: the script runs again, to define the slots the stop destroyed", () => {
    gptWithCustomSlots();
    const settings: TrackingSettings = { ...customSettings, ads: { ...customSettings.ads, custom: CUSTOM } };
    const first = startAds(settings)!;
    const [firstRun] = customScripts();
    firstRun!.dispatchEvent(new Event("load"));
    first.stop();
    expect(window.googletag!.pubads().getSlots()).toEqual([]);

    startAds(settings);
    expect(customScripts()).toHaveLength(1);
    expect(customScripts()[0]).not.toBe(firstRun);
  });

  it("GPT: a page's commands that run only after the stop (gpt.js still loading) show nothing", () => {
    document.body.innerHTML = '<div id="HeaderPromoContainer"></div>';
    const settings: TrackingSettings = { ...demo, ads: { ...demo.ads, display: "PROGRAMMATIC", locations: ["PAGES_TOP"] } };
    const ads = startAds(settings)!;
    ads.showPage(page("/films/1048213-les-heures-claires/", ["1048213"]));
    ads.stop();

    // gpt.js arrives and runs what was queued.
    const calls: string[] = [];
    const queued = window.googletag!.cmd as unknown as (() => void)[];
    const pubads = { setTargeting: () => pubads, clearTargeting: () => pubads, enableSingleRequest: () => true };
    const slot = { addService: () => slot, defineSizeMapping: () => slot, getSlotElementId: () => "HeaderPromoContainer" };
    window.googletag = {
      cmd: { push: () => 0 },
      pubads: () => pubads,
      defineSlot: () => (calls.push("defineSlot"), slot),
      enableServices: () => calls.push("enableServices"),
      display: (id: string) => calls.push(`display ${id}`),
      destroySlots: () => (calls.push("destroySlots"), true),
    } as unknown as GoogleTag;
    queued.forEach((command) => command());
    expect(calls).toEqual(["destroySlots"]);
  });

  it("the stop deletes the cookies Google Publisher Tag wrote, and no other", () => {
    const settings: TrackingSettings = { ...demo, ads: { ...demo.ads, display: "PROGRAMMATIC", locations: ["PAGES_TOP"] } };
    const ads = startAds(settings)!;
    for (const name of ["__gads", "__gpi", "__eoi", "didomi_token"]) document.cookie = `${name}=1; Path=/`;
    ads.stop();
    expect(document.cookie).toBe("didomi_token=1");
    document.cookie = "didomi_token=; Max-Age=0; Path=/";
  });
});
