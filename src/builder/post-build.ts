import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../config/site-config";
import { SITE_LOCALE } from "../i18n/locale";
import { checkInlineScripts, moveSourceMaps, removeAdapterRouteCopies } from "../server/security/check-built-pages";
import { writeServeHeaders } from "../server/security/write-serve-headers";
import { loadBuildContent, pageSourcesOf, panicOnContentError } from "./build-content";
import { CACHE_DIR, PUBLIC_DIR, ROOT_DIR } from "./build-dirs";
import { keepThisAndPreviousBuild } from "./build-files";
import { sitePages, withPreviewCopies } from "./pages";
import { writeIntlWarmUp } from "./writers/write-intl-warm-up";
import { writeServiceWorker } from "./writers/write-service-worker";
import { writeSitemapAndRobots } from "./writers/write-sitemap";
import { writeWebAppManifest } from "./writers/write-web-app-manifest";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const content = await panicOnContentError(reporter, loadBuildContent);
  // Every page of the table is a candidate; its HTML decides whether it is indexed (writeSitemapAndRobots).
  await writeSitemapAndRobots(withPreviewCopies(sitePages(pageSourcesOf(content))), PUBLIC_DIR);
  await writeIntlWarmUp(PUBLIC_DIR, SITE_LOCALE, siteConfig.timeZone);
  // Before the service worker: it precaches the fonts it finds in public/static/.
  const removed = await keepThisAndPreviousBuild(ROOT_DIR);
  reporter.info(`Hashed files: this build's and the previous one's kept, ${removed.length} of older builds removed`);
  // Before the service worker: it precaches the manifest and its icons.
  await writeWebAppManifest(PUBLIC_DIR, siteConfig);
  const precached = await writeServiceWorker(PUBLIC_DIR);
  reporter.info(`Service worker: /sw.js, ${precached.length} files precached`);
  // After the service worker's offline.html is written: the check sees this build's copy, not the last one's.
  await removeAdapterRouteCopies(PUBLIC_DIR);
  await checkInlineScripts(PUBLIC_DIR);
  await moveSourceMaps(PUBLIC_DIR, path.join(CACHE_DIR, "source-maps"));
  await writeServeHeaders(path.join(CACHE_DIR, "security-headers.json"));
};
