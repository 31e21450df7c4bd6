import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BUILD_DATA_DATA_ID, readBuildData } from "../src/server/security/boot-script";

/**
 * First-load JavaScript of a film page and of the listing, gzip -9 (docs/performance.md). The goal is
 * 120 KB; the listing measured 138.6 KB (main at 9349a88, the heaviest page) when this check joined
 * `npm test`, so it held that figure, rounded up, until the goal is met: any growth fails. The header and
 * footer as Gatsby Slices added Gatsby's slice runtime (listing 138.4 → 141.2 KB): 142 KB then. The theme
 * computed at build and tracking's layout parts in their own chunk won part of it back (listing 139.3 KB): 140 KB.
 * React 19.2 instead of 19.3 (docs/decisions.md): listing 141.4 → 132.7 KB: 133 KB. The programme as a static
 * part (issue 33, docs/architecture.md "Islands"; the old 120 KB goal retired with it): listing 130.1 KB: 131 KB.
 * The theme's colour arithmetic out of every first load (the font fallbacks in a module of their own): film pages
 * 130.9 → 130.2 KB: 130.5 KB. The listing's and the header's islands out of the first load (issue 33): film pages 130.2 KB, the listing 122.9 KB:
 * 130.3 KB. A film page's days named by the visitor's date once it runs, the campaign rule of every link, the
 * offline and film-intent markers (issues 47, 48): film pages 129.9 → 131.4 KB (9185e5e built clean beside it on
 * 2026-12-06), rounded up: 131.5 KB, over the rule that this figure only goes down (docs/performance.md says why).
 * The film's JSON-LD computed by the build (8dbd8cc): film pages 130.74 KB, rounded up: 130.8 KB. The built styles
 * adopted in place (0.7 KB) and the global style's code left to them (−1.0 KB): film pages 130.52 KB: 130.6 KB.
 * Gatsby's Link left out (SiteLink renders an <a>; its prefetching in a chunk of its own): 129.57 KB: 129.6 KB.
 * « Thème sombre » an island, a film page's showtime days kept (its code for them loaded after hydration): 129.5 KB.
 */
export const FIRST_LOAD_JS_BUDGET_GZIP = 129.5 * 1024;

/**
 * The site's own code in any page's first load: all but React, Gatsby's runtime, styled-components,
 * react-intl/FormatJS and webpack's runtime (scripts/js-breakdown.ts). The goal is 23 KB (issue 26); the check
 * held the figure measured when it joined `npm test` (listing 32.7 KB), rounded up: 33 KB. Issue 25's redesign
 * (tracking in one feature, loyalty in parts) brought the listing to 31.5 KB: 32 KB. The programme as a static part
 * (issue 33): listing 29.2 KB: 30 KB. The theme's colour arithmetic out of every first load: film pages 30.0 →
 * 29.3 KB: 29.5 KB. The film search an island (issue 33): film pages 28.96 KB: 29 KB. Lower it as cuts land.
 * 9185e5e, the last build held to 29 KB, built clean on 2026-12-06 measures 30.3 KB here (the same sources and
 * lock: the figure of 12-01 is not reproduced); today's film pages 30.0 KB, below it, rounded up: 30.1 KB. The
 * film's JSON-LD computed by the build: 29.4 KB. SiteLink without Gatsby's Link: 29.39 KB. « Thème sombre » an
 * island, a film page's showtime days kept: 29.23 KB: 29.3 KB.
 */
export const SITE_CODE_BUDGET_GZIP = 29.3 * 1024;

/**
 * The listing's own code, apart: issue 33's target is 23 KB. Its programme's controls and the header's search as
 * islands, the favourites for members only (docs/architecture.md, "Islands"): 29.2 → 21.7 KB: 22 KB. 9185e5e built
 * clean on 2026-12-06 measures 23.0 KB here; today's listing 22.21 KB, below it, rounded up: 22.3 KB. The links'
 * prefetching in a chunk of its own: 22.15 KB: 22.2 KB. « Thème sombre » an island: 21.70 KB: 21.7 KB.
 */
export const LISTING_SITE_CODE_BUDGET_GZIP = 21.7 * 1024;

export interface ScriptWeight {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  scripts: ScriptWeight[];
  gzip: number;
}

/**
 * The same-site scripts of a page's HTML: `<script src>` (not `nomodule`: modern browsers skip
 * them), `<link rel="preload" as="script">` and the shell scripts the boot script adds once the page has
 * painted (the `scripts` of its build data, src/server/security/boot-script.ts), each counted once, in
 * order of appearance.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => {
    if (url && url.startsWith("/") && !url.startsWith("//")) found.add(url.split(/[?#]/)[0]!);
  };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    const value = (name: string) => {
      const match = attribute(name);
      return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
    };
    const isScript = tag.toLowerCase().startsWith("<script");
    if (isScript && /\snomodule\b/i.test(tag)) continue;
    if (isScript && value("id") === BUILD_DATA_DATA_ID) {
      readBuildData(html)?.scripts.forEach(add);
      continue;
    }
    add(
      isScript ? value("src") : value("rel")?.toLowerCase() === "preload" && value("as") === "script" ? value("href") : undefined,
    );
  }
  return [...found];
}

/** The fields we read from Gatsby's `public/webpack.stats.json`. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/**
 * The scripts Gatsby's runtime loads for the page's component at hydration (they are not in the
 * HTML): the chunk group of the page's `componentChunkName` (page-data.json) in webpack's stats.
 */
export function pageComponentScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const group = stats.namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`No chunk group "${componentChunkName}" in webpack.stats.json`);
  return group.assets.map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"));
}

/** Where Gatsby writes a page's page-data: its path, the home page's under `index`. */
export const pageDataFolder = (page: string): string => page.replace(/^\/+|\/+$/g, "") || "index";

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;

/**
 * Weighs built pages by the gzip size of each script a first visit loads: the HTML's scripts (webpack
 * runtime, framework, app), the page component's chunks and its slices' (header, footer). Webpack's stats
 * are read once and each script is weighed once, however many pages share it (thousands of film pages).
 */
export function createPageWeigher(publicDir: string, pathPrefix = ""): (page: string) => PageWeight {
  const stats = readJson<WebpackStats>(path.join(publicDir, "webpack.stats.json"));
  const weights = new Map<string, ScriptWeight>();
  const weighScript = (url: string): ScriptWeight => {
    const file = url.startsWith(pathPrefix) ? url.slice(pathPrefix.length) : url;
    let weight = weights.get(file);
    if (!weight) {
      const content = readFileSync(path.join(publicDir, file));
      weight = { file: file.replace(/^\//, ""), raw: content.length, gzip: gzipSize(content) };
      weights.set(file, weight);
    }
    return weight;
  };
  return (page) => {
    const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
    const pageData = readJson<{ componentChunkName: string; slicesMap?: Record<string, string> }>(
      path.join(publicDir, "page-data", pageDataFolder(page), "page-data.json"),
    );
    // The page's slices (header, footer) are loaded before hydration too: their components' chunks count.
    const sliceChunks = Object.values(pageData.slicesMap ?? {}).map(
      (slice) => readJson<{ componentChunkName: string }>(path.join(publicDir, "slice-data", `${slice}.json`)).componentChunkName,
    );
    const components = [pageData.componentChunkName, ...sliceChunks];
    const urls = new Set([...firstLoadScripts(html), ...components.flatMap((chunk) => pageComponentScripts(stats, chunk))]);
    const scripts = [...urls].map(weighScript);
    return { page, scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
  };
}

/** Weighs one built page (createPageWeigher). */
export const weighPage = (publicDir: string, page: string, pathPrefix = ""): PageWeight =>
  createPageWeigher(publicDir, pathPrefix)(page);

/** The listing and every film page of the build (`public/films/{id}-{slug}/`). */
export function budgetedPages(publicDir: string): string[] {
  const filmsDir = path.join(publicDir, "films");
  const filmPages = readdirSync(filmsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && /^\d+-/.test(entry.name) && existsSync(path.join(filmsDir, entry.name, "index.html")),
    )
    .map((entry) => `/films/${entry.name}/`)
    .sort();
  return ["/films/", ...filmPages];
}
