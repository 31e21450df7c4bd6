import { describe, expect, it } from "vitest";
import rawSite from "../../../content/site.json";
import type { SiteConfig } from "../../domain/site-schema";
import { trackingCspSources } from "./csp-sources";
import { trackingSettingsFrom, type TrackingSettings } from "./settings";

const demo = trackingSettingsFrom(rawSite as SiteConfig, { id: "1042", name: "Cinéma", slug: "cinema" });
const banner = { ...demo, consent: { ...demo.consent, noticeId: "n", didomiApiKey: "k" } };
const noGoogle = { ...banner, analytics: { ...banner.analytics, enableGoogleAnalytics: false } };
const scriptsOf = (settings: TrackingSettings) => trackingCspSources(settings)["script-src"] ?? [];

describe("tracking origins in the Content-Security-Policy: only what is switched on", () => {
  it("the demo adds nothing (no banner: consent stays unknown, nothing loads)", () => {
    expect(trackingCspSources(demo)).toEqual({});
    expect(trackingCspSources(null)).toEqual({});
  });
  it.each<[string, TrackingSettings, string[]]>([
    ["banner only", noGoogle, ["https://sdk.privacy-center.org"]],
    ["banner and Google Analytics", banner, ["https://sdk.privacy-center.org", "https://www.googletagmanager.com"]],
    [
      "banner and Adobe Launch",
      { ...noGoogle, analytics: { ...noGoogle.analytics, adobeLaunchSrc: "https://assets.adobedtm.com/x/launch.min.js" } },
      ["https://sdk.privacy-center.org", "https://assets.adobedtm.com"],
    ],
    [
      "banner and the marketing tracker",
      { ...noGoogle, analytics: { ...noGoogle.analytics, enableMovio: true, movioCustomerId: "aurore-42" } },
      ["https://sdk.privacy-center.org", "https://tracker.movio.co"],
    ],
    [
      "the marketing tracker's id without its switch",
      { ...noGoogle, analytics: { ...noGoogle.analytics, enableMovio: false, movioCustomerId: "aurore-42" } },
      ["https://sdk.privacy-center.org"],
    ],
    [
      "consent management off, ads on",
      { ...noGoogle, consent: { ...noGoogle.consent, disabled: true }, ads: { ...demo.ads, display: "PROGRAMMATIC" } },
      ["https://securepubads.g.doubleclick.net", "https://pagead2.googlesyndication.com", "https://tpc.googlesyndication.com"],
    ],
    [
      "custom ad script",
      { ...noGoogle, ads: { ...demo.ads, display: "CUSTOM_WITHOUT_WRAPPER", custom: "https://ads.example/wrapper.js" } },
      [
        "https://sdk.privacy-center.org",
        "https://securepubads.g.doubleclick.net",
        "https://pagead2.googlesyndication.com",
        "https://tpc.googlesyndication.com",
        "https://ads.example",
      ],
    ],
  ])("%s → script-src %o", (_name, settings, expected) => expect(scriptsOf(settings)).toEqual(expected));

  it("ads add the frames creatives are shown in", () => {
    const ads = { ...banner, ads: { ...demo.ads, display: "PROGRAMMATIC" } };
    expect(trackingCspSources(ads)["frame-src"]).toContain("https://securepubads.g.doubleclick.net");
  });
});
