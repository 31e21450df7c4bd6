import { describe, expect, it } from "vitest";
import rawSite from "../../../../content/site.json";
import type { SiteConfig } from "../../../domain/site-schema";
import { trackingSettingsFrom, type TrackingSettings } from "../../../lib/tracking/settings";
import { adNetwork, adPagePath, adPositions, adsMode, containerId } from "./ad-rules";
import { adTargeting } from "./ad-targeting";
import { adsConsentConfig } from "./ads-consent-config";

const demo = trackingSettingsFrom(rawSite as SiteConfig, { id: "1042", name: "Cinéma L'Aurore", slug: "cinema-aurore" });
const withSite = (site: Partial<TrackingSettings["site"]>): TrackingSettings => ({ ...demo, site: { ...demo.site, ...site } });

describe("ads mode (SPEC §4)", () => {
  it.each([
    ["PROGRAMMATIC", "allads"],
    ["CUSTOM", "allads"],
    ["CUSTOM_WITHOUT_WRAPPER", "restrictedads"],
    ["RESTRICTED", "restrictedads"],
    ["ANYTHING_ELSE", "restrictedads"],
    ["NONE", null],
  ])("%s → %s", (display, mode) => expect(adsMode(display)).toBe(mode));
});

describe("positions and containers (SPEC §9)", () => {
  it("maps every location, once each", () => {
    const settings = {
      ...demo,
      ads: {
        ...demo.ads,
        locations: ["INTERSTITIAL", "PAGES_BOTTOM", "PAGES_TOP", "PULSE", "PAGES_TOP"] as TrackingSettings["ads"]["locations"],
      },
    };
    expect(adPositions(settings)).toEqual(["interstitial", "footer", "header", "pulse"]);
  });
  it.each([
    ["interstitial", false, "InterstitialContainer"],
    ["header", false, "HeaderPromoContainer"],
    ["footer", false, "FooterPromoContainer"],
    ["pulse", false, "PulsePromoContainer"],
    ["interstitial", true, "InterstitialCustomPromoContainer"],
    ["header", true, "HeaderCustomPromoContainer"],
    ["footer", true, "FooterCustomPromoContainer"],
    ["pulse", true, "PulsePromoContainer".replace("Promo", "CustomPromo")],
  ] as const)("%s (custom %s) → %s", (position, custom, id) => expect(containerId(position, custom)).toBe(id));
});

describe("network and ad page path (SPEC §9)", () => {
  it.each([
    ["fr-FR", "21700000033", "WMP_FR_WEB"],
    ["en-US", "21700000000", "WMP_US_WEB"],
  ])("%s → network %s, unit %s", (locale, networkId, adUnit) =>
    expect(adNetwork(withSite({ locale }))).toEqual({ networkId, adUnit }),
  );

  it("network/unit, mode, circuit slug, theatre slug", () => {
    expect(adPagePath(demo, "allads")).toBe("/21700000033/WMP_FR_WEB/allads/cinemas-independants-du-rhone/cinema-aurore");
    expect(adPagePath(demo, "restrictedads")).toBe(
      "/21700000033/WMP_FR_WEB/restrictedads/cinemas-independants-du-rhone/cinema-aurore",
    );
  });
});

describe("ad targeting (SPEC §3)", () => {
  it("a film page", () => {
    const page = {
      pathname: "/films/1048213-les-heures-claires/",
      pageType: "movie" as const,
      film: { id: "1048213", title: "Les Heures claires", releaseDate: null },
      scheduledMovieIds: ["1048213"],
    };
    expect(adTargeting(page, demo, "allads", "http://localhost:9000")).toEqual({
      page: "movie",
      adType: "captif-et-hors-captif",
      websiteID: "5021",
      domain: "www.cinema-aurore.fr",
      currentPath: "/films/1048213-les-heures-claires/",
      urlOrigin: "http://localhost:9000",
      theater: "cinema-aurore",
      theaterID: "1042",
      theaterGroup: "cinemas-independants-du-rhone",
      theaterGroupID: "77",
      moviePermalinkPath: "/films/movie/1048213/",
      moviePermalinkOrigin: "https://www.cinema-aurore.fr",
      scheduledMovieIds: "1048213",
    });
  });
  it("the listing: scheduled ids joined with a pipe, restricted label", () => {
    const page = { pathname: "/films/", pageType: "movies" as const, film: null, scheduledMovieIds: ["1", "22", "333"] };
    const targeting = adTargeting(page, demo, "restrictedads", "http://localhost:9000");
    expect(targeting.scheduledMovieIds).toBe("1|22|333");
    expect(targeting.adType).toBe("captif-uniquement");
    expect(targeting.moviePermalinkPath).toBe("");
  });
});

describe("consent configuration for the ad platform (SPEC §4)", () => {
  it("CCPA and external consent on, the site's name, logo, privacy policy and country", () => {
    expect(adsConsentConfig(demo)).toEqual({
      ccpa: { enabled: true },
      externalConsent: { enabled: true },
      app: {
        name: "Cinéma L'Aurore",
        logoUrl: "https://www.cinema-aurore.fr/logo.svg",
        privacyPolicyUrl: "https://www.cinema-aurore.fr/confidentialite/",
      },
      country: "FR",
    });
  });
});
