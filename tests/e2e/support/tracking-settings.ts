import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { SiteConfig } from "../../../src/domain/site-schema";
import { trackingCspSources } from "../../../src/lib/tracking/csp-sources";
import { buildContentSecurityPolicy, type CspSources } from "../../../src/server/security/content-security-policy";
import { trackingSettingsFrom, TRACKING_SETTINGS_ELEMENT_ID, type TrackingSettings } from "../../../src/lib/tracking/settings";

/** The settings the build writes into every page (content/site.json). */
export const demoTrackingSettings = (): TrackingSettings =>
  trackingSettingsFrom(JSON.parse(readFileSync("content/site.json", "utf8")) as SiteConfig, theater());

const theater = () => {
  const { id, name, slug } = JSON.parse(readFileSync("content/theater.json", "utf8")) as {
    id: string;
    name: string;
    slug: string;
  };
  return { id, name, slug };
};

export interface SettingsChange {
  consent?: Partial<TrackingSettings["consent"]>;
  analytics?: Partial<TrackingSettings["analytics"]>;
  ads?: Partial<TrackingSettings["ads"]>;
}

export const trackingSettings = (change: SettingsChange): TrackingSettings => {
  const demo = demoTrackingSettings();
  return {
    ...demo,
    consent: { ...demo.consent, ...change.consent },
    analytics: { ...demo.analytics, ...change.analytics },
    ads: { ...demo.ads, ...change.ads },
  };
};

const BLOCK = new RegExp(`(<script id="${TRACKING_SETTINGS_ELEMENT_ID}" type="application/json">)(.*?)(</script>)`, "s");

/** The served policy plus what the tracking settings add, as a build with those settings would send it. */
function policyWith(served: string | undefined, settings: TrackingSettings): string | undefined {
  if (!served) return served;
  const current = Object.fromEntries(
    served.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as CspSources;
  return buildContentSecurityPolicy([current, trackingCspSources(settings)]);
}

/**
 * Serves the site's pages as another deployment would: the same build with other
 * tracking settings in the page's settings block (what the browser reads), and
 * the Content-Security-Policy that the CSP module builds for those settings.
 */
export async function serveWithTrackingSettings(page: Page, settings: TrackingSettings) {
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  await page.route(
    (url) => url.hostname === "localhost",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // gatsby serve closes a keep-alive socket after 5 s idle; a fetch that reuses it at that moment
      // gets ECONNRESET. Browsers retry such a request; Playwright's fetch does so only when asked.
      const response = await route.fetch({ maxRetries: 2 });
      const html = await response.text();
      if (!BLOCK.test(html)) throw new Error("the page has no tracking settings block");
      const headers = { ...response.headers() };
      const policy = policyWith(headers["content-security-policy"], settings);
      if (policy) headers["content-security-policy"] = policy;
      await route.fulfill({
        response,
        headers,
        body: html.replace(BLOCK, (_all, open: string, _old, close: string) => `${open}${json}${close}`),
      });
    },
  );
}
