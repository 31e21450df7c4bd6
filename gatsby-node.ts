import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site-config";
import { SITE_LOCALE } from "./src/i18n/locale";
import { checkInlineScripts, moveSourceMaps } from "./src/server/security/check-built-pages";
import { writeServeHeaders } from "./src/server/security/write-serve-headers";
import { writeIntlWarmUp } from "./src/build/writers/write-intl-warm-up";
import { writeServiceWorker } from "./src/build/writers/write-service-worker";
import { writeSitemapAndRobots } from "./src/build/writers/write-sitemap";
import { writeWebAppManifest } from "./src/build/writers/write-web-app-manifest";

const PUBLIC_DIR = path.resolve("public");

export { createPages, onCreatePage } from "./src/build/create-pages";

export { onCreateWebpackConfig } from "./src/build/webpack";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const pagePaths = getNodesByType("SitePage").map((page) => ({
    path: typeof page.path === "string" ? page.path : "",
    matchPath: typeof page.matchPath === "string" ? page.matchPath : undefined,
  }));
  await writeSitemapAndRobots(pagePaths, PUBLIC_DIR);
  await writeIntlWarmUp(PUBLIC_DIR, SITE_LOCALE, siteConfig.timeZone);
  // Before the service worker: it precaches the manifest and its icons.
  await writeWebAppManifest(PUBLIC_DIR, siteConfig);
  const precached = await writeServiceWorker(PUBLIC_DIR);
  reporter.info(`Service worker: /sw.js, ${precached.length} files precached`);
  // After the service worker's offline.html is written: the check sees this build's copy, not the last one's.
  await checkInlineScripts(PUBLIC_DIR);
  await moveSourceMaps(PUBLIC_DIR, path.resolve(".cache", "source-maps"));
  await writeServeHeaders(path.resolve(".cache", "security-headers.json"));
};
