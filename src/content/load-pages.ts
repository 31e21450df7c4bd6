import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ContentError, reporterFor } from "./content-problems";
import { parseWith, readJson } from "./read-content-file";
import { pageSchema, type ContentPage } from "../domain/page-schema";
import { typesetPage } from "./typeset-page";
import { sitePathTakenBy } from "../config/site-routes";

/**
 * Reads and validates content/pages/*.json (one content page each); a bad file fails the build, and so
 * does a page at one of `sitePaths`, the site's own paths (src/builder/pages.ts), or over one of them.
 */
export function loadPages(contentDir: string, sitePaths: readonly string[]): ContentPage[] {
  const dir = join(contentDir, "pages");
  const problems: string[] = [];
  let fileNames: string[];
  try {
    fileNames = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  const pages = fileNames.flatMap((fileName) => {
    const report = reporterFor(problems, `content/pages/${fileName}`);
    const raw = readJson(join(dir, fileName), report);
    const page = raw === undefined ? undefined : parseWith(pageSchema, raw, report);
    if (!page) return [];
    if (fileName !== `${page.slug}.json`) report("file name", `expected "${page.slug}.json" (from slug)`);
    const taken = sitePathTakenBy(`/${page.slug}/`, sitePaths);
    if (taken) report("slug", `"${page.slug}" would take ${taken}, a path of the site itself: choose another slug`);
    const modalIds = new Set(page.modals.map((modal) => modal.id));
    if (modalIds.size !== page.modals.length) report("modals", "two modals have the same id");
    // Texts as the site shows them (docs/typography.md); targets, fields, ids and the slug as written.
    return [typesetPage(page)];
  });
  if (problems.length > 0) throw new ContentError(problems);
  return pages;
}
