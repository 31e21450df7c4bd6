import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { GPT_URL } from "../../../lib/tracking/vendors";
import { AdContainers } from "../ads/ad-containers";
import { AD_UPDATE_THROTTLE_MS } from "../ads/throttle";
import { UNTOLD_PAGE, type TrackingRecord } from "../core/tracking-record";
import {
  consentState,
  loadPage,
  memberPresence,
  settingsWith,
  visit,
  type SettingsChange,
  LOADED,
} from "../test-support/tracking-page";
import { DEMO_CREATIVE, GDPR } from "../test-support/vendor-stand-ins";
import { ManageCookiesItem } from "./layout-parts";

// Ads after consent (SPEC §4, §9) as Google Publisher Tag receives them, answered by a stand-in of its documented
// API. The browser's side (the space kept, gpt.js requested by a real page only after Accepter) is tests/e2e/ads.spec.ts.

const AD_PATH = "/21700000033/WMP_FR_WEB/allads/cinemas-independants-du-rhone/cinema-aurore";
const ALL_LOCATIONS: TrackingSettings["ads"]["locations"] = ["INTERSTITIAL", "PAGES_TOP", "PAGES_BOTTOM", "PULSE"];
const film = (id: string) => ({ id, title: `Film ${id}`, releaseDate: null, showtimes: [{}] });
const filmPage = (id: string): TrackingRecord => ({ kind: "film", film: film(id) });
const filmPath = (id: string) => `/films/${id}-film-${id}/`;
const [A, B, C] = ["1048213", "128874", "392614077"] as const;
const LISTING: TrackingRecord = { kind: "listing", films: [A, B, C].map((id) => ({ id, showtimes: [["1"]] })) };

/** A page load with the page's ad containers (and « Gérer mes cookies ») drawn from its settings. */
async function openPage(change: SettingsChange, path: string, record: TrackingRecord) {
  const settings = settingsWith(change);
  const page = await loadPage(settings, path, record, memberPresence());
  renderWithProviders(
    <>
      <AdContainers settings={settings} placement="top" />
      <main />
      <AdContainers settings={settings} placement="bottom" />
      <ul>
        <ManageCookiesItem settings={settings} />
      </ul>
    </>,
  );
  return page;
}
const accept = async () => {
  await vi.waitFor(() => expect(screen.getByRole("button", { name: "Accepter" })).toBeInTheDocument(), LOADED);
  fireEvent.click(screen.getByRole("button", { name: "Accepter" }));
};
const header = () => document.getElementById("HeaderPromoContainer")!;
const customHeader = () => document.getElementById("HeaderCustomPromoContainer")!;

const CUSTOM = "https://ads.cinema-aurore.example/wrapper.js";
const CUSTOM_SETTINGS: SettingsChange = {
  ads: { display: "CUSTOM_WITHOUT_WRAPPER", custom: CUSTOM, locations: ["INTERSTITIAL", "PAGES_TOP"] },
};
/** The site's own ad script: it reads the consent config, loads GPT and shows its slots; `seen` counts its runs. */
function customAdScript() {
  const seen = { config: undefined as unknown, runs: 0 };
  const run = () => {
    seen.runs += 1;
    seen.config = window.adsConsentConfig;
    const gpt = document.createElement("script");
    gpt.src = GPT_URL;
    document.head.append(gpt);
    window.googletag ??= { cmd: [] } as unknown as NonNullable<typeof window.googletag>;
    window.googletag.cmd.push(() => {
      const tag = window.googletag!;
      tag.defineSlot("/custom/unit", [1, 1], "InterstitialCustomPromoContainer")!.addService(tag.pubads());
      tag.defineSlot("/custom/unit", "fluid", "HeaderCustomPromoContainer")!.addService(tag.pubads());
      tag.pubads().setTargeting("custom", "first-page");
      tag.enableServices();
      tag.display("InterstitialCustomPromoContainer");
      tag.display("HeaderCustomPromoContainer");
    });
  };
  return { seen, run };
}

let current: ReturnType<typeof visit>;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  current = visit({ ...GDPR, purposes: ["ads"] });
});
afterEach(() => {
  current.end();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ads", { timeout: 30_000 }, () => {
  it("wait for consent, then a film page gets its four slots with the film's targeting", async () => {
    await openPage({ ads: { display: "PROGRAMMATIC", locations: ALL_LOCATIONS } }, filmPath(A), filmPage(A));
    expect(screen.getAllByRole("complementary", { name: "Publicité" })).toHaveLength(3);
    await vi.waitFor(() => expect(consentState()).toBe("unknown"), LOADED);
    await vi.advanceTimersByTimeAsync(1000);
    expect(current.scripts).not.toContain(GPT_URL);

    await accept();
    await vi.waitFor(() => expect(current.ads).toHaveLength(4), LOADED);
    expect(current.scripts.filter((url) => url === GPT_URL)).toHaveLength(1);
    expect(current.ads.map(({ container, size }) => [container, size]).sort()).toEqual(
      [
        ["FooterPromoContainer", "fluid"],
        ["HeaderPromoContainer", "fluid"],
        ["InterstitialContainer", [1, 1]],
        ["PulsePromoContainer", "fluid"],
      ].sort(),
    );
    expect(new Set(current.ads.map((ad) => ad.adUnitPath))).toEqual(new Set([AD_PATH]));
    expect(current.ads[0]!.targeting).toEqual({
      page: "movie",
      adType: "captif-et-hors-captif",
      websiteID: "5021",
      domain: "www.cinema-aurore.fr",
      currentPath: filmPath(A),
      urlOrigin: window.location.origin,
      theater: "cinema-aurore",
      theaterID: "1042",
      theaterGroup: "cinemas-independants-du-rhone",
      theaterGroupID: "77",
      moviePermalinkPath: `/films/movie/${A}/`,
      moviePermalinkOrigin: "https://www.cinema-aurore.fr",
      scheduledMovieIds: A,
    });
    expect(header()).toHaveTextContent(DEMO_CREATIVE);
  });

  it("the listing: restricted ads, every scheduled film in the targeting; refused consent shows none", async () => {
    await openPage({ ads: { display: "RESTRICTED", locations: ["PAGES_TOP"] } }, "/films/", LISTING);
    await accept();
    await vi.waitFor(() => expect(current.ads).toHaveLength(1), LOADED);
    const [slot] = current.ads;
    expect(slot!.adUnitPath).toBe(AD_PATH.replace("allads", "restrictedads"));
    expect(slot!.targeting).toMatchObject({ page: "movies", adType: "captif-uniquement", moviePermalinkPath: "" });
    expect(slot!.targeting.scheduledMovieIds).toBe([A, B, C].join("|"));

    fireEvent.click(screen.getByRole("button", { name: "Gérer mes cookies" }));
    fireEvent.click(screen.getByRole("button", { name: "Refuser" }));
    await vi.waitFor(() => expect(header()).toBeEmptyDOMElement(), LOADED);
    await openPage({ ads: { display: "RESTRICTED", locations: ["PAGES_TOP"] } }, filmPath(B), filmPage(B));
    await vi.waitFor(() => expect(consentState()).toBe("refused"), LOADED);
    await vi.advanceTimersByTimeAsync(1500);
    expect(current.ads).toHaveLength(1);
  });

  it("size mapping: sorted viewports; an invalid location warns; a parse error is logged and ignored", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sizeMapping = JSON.stringify({
      header: { "0": [[320, 50]], "1024": [[728, 90]], "768": [[468, 60]] },
      footer: "728x90",
    });
    await openPage(
      { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP", "PAGES_BOTTOM"], sizeMapping } },
      filmPath(A),
      filmPage(A),
    );
    await vi.waitFor(() => expect(current.ads).toHaveLength(2), LOADED);
    const byContainer = Object.fromEntries(current.ads.map((ad) => [ad.container, ad.sizeMapping]));
    expect(byContainer.HeaderPromoContainer).toEqual([
      [[1024, 0], [[728, 90]]],
      [[768, 0], [[468, 60]]],
      [[0, 0], [[320, 50]]],
    ]);
    expect(byContainer.FooterPromoContainer).toBeNull();
    expect(warn.mock.calls.map(([message]) => message as unknown)).toContain("Invalid size mapping for ad location footer");

    await openPage(
      { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP"], sizeMapping: "{header:" } },
      filmPath(A),
      filmPage(A),
    );
    await vi.waitFor(() => expect(current.ads).toHaveLength(3), LOADED);
    expect(current.ads[2]!.sizeMapping).toBeNull();
    expect(error.mock.calls.map(([message]) => message as unknown)).toContain("Error parsing size mapping");
  });

  it("navigating between films clears and reloads the slots, at most once per 500 ms", async () => {
    const page = await openPage(
      { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP"] } },
      filmPath(A),
      filmPage(A),
    );
    await vi.waitFor(() => expect(current.ads).toHaveLength(1), LOADED);
    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS);
    page.navigate(filmPath(B), filmPage(B));
    await vi.waitFor(() => expect(current.ads).toHaveLength(2), LOADED);
    expect(current.ads[1]!.targeting.currentPath).toBe(filmPath(B));
    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS);
    page.navigate(filmPath(C), filmPage(C));
    await vi.waitFor(() => expect(current.ads).toHaveLength(3), LOADED);
    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS);

    // Three films already visited, in quick succession: one reload at once, then one with the last film.
    for (const id of [A, C, B]) page.navigate(filmPath(id), filmPage(id));
    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS * 2);
    expect(current.ads.slice(3).map((ad) => ad.targeting.currentPath)).toEqual([filmPath(A), filmPath(B)]);
    expect(header()).toHaveTextContent(DEMO_CREATIVE);
  });

  it("CUSTOM_WITHOUT_WRAPPER: its script after consent, then later pages reset targeting and refresh all slots but the interstitial", async () => {
    const script = customAdScript();
    current.end();
    current = visit({ ...GDPR, purposes: ["ads"] }, { [CUSTOM]: script.run });
    const page = await openPage(CUSTOM_SETTINGS, filmPath(A), filmPage(A));
    await vi.waitFor(() => expect(consentState()).toBe("unknown"), LOADED);
    expect(current.scripts).not.toContain(CUSTOM);

    await accept();
    await vi.waitFor(() => expect(current.ads).toHaveLength(2), LOADED);
    expect(script.seen.config).toEqual({
      ccpa: { enabled: true },
      externalConsent: { enabled: true },
      app: {
        name: "Cinéma L'Aurore",
        logoUrl: "https://www.cinema-aurore.fr/logo.svg",
        privacyPolicyUrl: "https://www.cinema-aurore.fr/confidentialite/",
      },
      country: "FR",
    });

    page.navigate("/films/", LISTING);
    await vi.waitFor(() => expect(current.ads).toHaveLength(3), LOADED);
    expect(current.ads[2]!.container).toBe("HeaderCustomPromoContainer");
    expect(current.ads[2]!.targeting.custom).toBeUndefined();
    expect(current.ads[2]!.targeting).toMatchObject({ currentPath: "/films/", adType: "captif-uniquement" });

    // A page without scheduled films refreshes them too, with its own targeting.
    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS);
    page.navigate("/tarifs/", UNTOLD_PAGE);
    await vi.waitFor(() => expect(current.ads).toHaveLength(4), LOADED);
    expect(current.ads[3]!.container).toBe("HeaderCustomPromoContainer");
    expect(current.ads[3]!.targeting).toMatchObject({ currentPath: "/tarifs/", scheduledMovieIds: "" });
    expect(current.scripts.filter((url) => url === CUSTOM)).toHaveLength(1);
  });

  it("CUSTOM_WITHOUT_WRAPPER: Refuser removes its ads; Accepter again brings them back on the same page, and later pages refresh them", async () => {
    const script = customAdScript();
    current.end();
    current = visit({ ...GDPR, purposes: ["ads"] }, { [CUSTOM]: script.run });
    const page = await openPage(CUSTOM_SETTINGS, filmPath(A), filmPage(A));
    await accept();
    await vi.waitFor(() => expect(current.ads).toHaveLength(2), LOADED);
    expect(customHeader()).toHaveTextContent(DEMO_CREATIVE);

    fireEvent.click(screen.getByRole("button", { name: "Gérer mes cookies" }));
    fireEvent.click(screen.getByRole("button", { name: "Refuser" }));
    await vi.waitFor(() => expect(customHeader()).toBeEmptyDOMElement(), LOADED);

    // Stopping destroyed the slots the script had defined: it runs again and shows them, without a reload.
    fireEvent.click(screen.getByRole("button", { name: "Gérer mes cookies" }));
    fireEvent.click(screen.getByRole("button", { name: "Accepter" }));
    await vi.waitFor(() => expect(current.ads).toHaveLength(4), LOADED);
    expect(script.seen.runs).toBe(2);
    expect(current.ads.slice(2).map((ad) => ad.container)).toEqual([
      "InterstitialCustomPromoContainer",
      "HeaderCustomPromoContainer",
    ]);
    expect(customHeader()).toHaveTextContent(DEMO_CREATIVE);

    await vi.advanceTimersByTimeAsync(AD_UPDATE_THROTTLE_MS);
    page.navigate("/tarifs/", UNTOLD_PAGE);
    await vi.waitFor(() => expect(current.ads).toHaveLength(5), LOADED);
    expect(current.ads[4]).toMatchObject({ container: "HeaderCustomPromoContainer", targeting: { currentPath: "/tarifs/" } });
  });
});
