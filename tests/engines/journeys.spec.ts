import { appendFileSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { journeys, type JourneyContext } from "./journeys";
import { PHONE_WIDTH, selectedEngines, type EngineName, type EnginePage } from "./support/engine";
import { openFirefox } from "./support/firefox";
import { startSiteProxy, type SiteProxy } from "./support/site-proxy";
import { openWebKit } from "./support/webkit";

const OPEN: Record<EngineName, (origin: string, width: number) => Promise<EnginePage>> = {
  firefox: openFirefox,
  webkit: openWebKit,
};
const engines = selectedEngines();
const SCREENSHOTS = "test-results/engines";
/** Where `npm test` collects the versions of the browsers it ran (BROWSER_VERSIONS_FILE), one line each. */
const recordVersion = (line: string) => {
  if (process.env.BROWSER_VERSIONS_FILE) appendFileSync(process.env.BROWSER_VERSIONS_FILE, `${line}\n`);
};

describe.each(engines)("%s", (engine) => {
  let proxy: SiteProxy;
  beforeAll(async () => {
    proxy = await startSiteProxy(inject("siteOrigin"));
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(() => proxy.close());

  // A fresh browser per width, its window sized at launch: a new visitor, with no service worker or session from
  // the other width.
  describe.each(["phone", "desktop"] as const)("%s width", (width) => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await OPEN[engine](proxy.origin, width === "phone" ? PHONE_WIDTH[engine] : 1280);
      if (width === "phone") recordVersion(`${engine === "firefox" ? "Firefox" : "WebKitGTK"} ${page.version}`);
    });
    afterAll(() => page?.close());

    const context = (): JourneyContext => ({
      sandboxOrigin: inject("sandboxOrigin"),
      setOffline: (offline) => proxy.setOffline(offline),
      screenshot: (name) => page.screenshot(`${SCREENSHOTS}/${engine}-${width}-${name}.png`),
    });
    for (const journey of journeys.filter((j) => j.widths === "both" || width === "phone")) {
      it(journey.name, async () => {
        try {
          await journey.run(page, context());
        } catch (error) {
          const slug = journey.name.replace(/[^a-z]+/gi, "-").slice(0, 40);
          await page.screenshot(`${SCREENSHOTS}/${engine}-${width}-FAILED-${slug}.png`).catch(() => undefined);
          throw error;
        }
      });
    }
  });
});
