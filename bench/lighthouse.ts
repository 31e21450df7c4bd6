/**
 * `npm run bench:lighthouse [-- --baseline <commit>] [--strict]`: Lighthouse mobile on the first film page, the listing
 * and the home page of our production build, over HTTPS and HTTP/2 (bench/https-front.ts), with the listing's and the
 * film page's « no-script » twins (bench/no-script-twin.ts) and, with a baseline, the same pages of that commit's build
 * served beside ours (bench/baseline-site.ts), all in the same interleaved rounds (bench/lighthouse-rounds.ts). It
 * prints issue 9's and issue 33's figures for our pages, then issue 48 item 4's table and verdicts
 * (bench/page-cost-report.ts). Exit 1 when the film page misses issue 9, or with --strict when any item-4 target is
 * missed.
 */
import { rmSync } from "node:fs";
import { ensureChromium } from "../scripts/find-chromium";
import { ensureBaselineBuild, resolveCommit, serveBaseline } from "./baseline-site";
import { startHttpsFront } from "./https-front";
import { audit, KEEP_REPORTS, REPORTS_DIR, type RunFigures } from "./lighthouse-audit";
import { parseLighthouseOptions } from "./lighthouse-options";
import { roundRuns, sitesOf, type PageKey, type Site } from "./lighthouse-rounds";
import { printRatios, summarise, type PageFigures } from "./lighthouse-summary";
import { NO_SCRIPT_QUERY, noScriptTwinUrl, withoutScripts } from "./no-script-twin";
import { pageCostReport, type PageCosts, type Series } from "./page-cost-report";
import { firstFilmPath, serveBuiltSite } from "./served-site";

// Nine rounds by default: on this 2-core machine one page's TBT moves 5-fold between runs, and a ratio of two medians
// of 5 swung from 1.1× to 3.1× (p10-p90) around a true 1.6× (docs/performance.md, 2026-12-02).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 9);
const PAGES: { page: PageKey; label: string; path: () => string }[] = [
  { page: "film", label: "Film page", path: firstFilmPath },
  { page: "listing", label: "Listing", path: () => "/films/" },
  { page: "home", label: "Home page", path: () => "/" },
];
/** The pages measured beside their twin without scripts: the listing (the target), the film page (to calibrate). */
const TWINS: PageKey[] = ["film", "listing"];

type Origins = Partial<Record<Site, string>>;

const urlOf = (origins: Origins, page: PageKey, site: Site): string => {
  const pagePath = PAGES.find((entry) => entry.page === page)!.path();
  return site === "no-script" ? noScriptTwinUrl(`${origins.ours}${pagePath}`) : `${origins[site]}${pagePath}`;
};

/** Every page on every site, round after round; each run's figures by `{page}:{site}`, in the order of the rounds. */
async function measure(origins: Origins, browserPath: string): Promise<Map<string, RunFigures[]>> {
  const pages = PAGES.map(({ page }) => ({
    page,
    sites: sitesOf(page, { twins: TWINS, baseline: origins.baseline !== undefined }),
  }));
  const runs = new Map<string, RunFigures[]>();
  for (let round = 0; round < RUNS; round += 1) {
    console.log(`Round ${round + 1} of ${RUNS}…`);
    for (const { page, site } of roundRuns(pages, round)) {
      const figures = await audit(urlOf(origins, page, site), browserPath, `${page}-${site}-${round + 1}`);
      runs.set(`${page}:${site}`, [...(runs.get(`${page}:${site}`) ?? []), figures]);
    }
  }
  return runs;
}

/** What each twin lacks, read once from the server: a twin with nothing removed would measure the page twice. */
async function printTwins(port: number): Promise<void> {
  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  for (const { label, path } of PAGES.filter(({ page }) => TWINS.includes(page))) {
    const html = await (await fetch(`http://127.0.0.1:${port}${path()}`)).text();
    const twin = withoutScripts(html);
    const removed = `${twin.scripts} scripts and ${twin.preloads} script preloads removed, ${kb(html)} → ${kb(twin.html)}`;
    console.log(`${label} without scripts (${path()}?${NO_SCRIPT_QUERY}): ${removed}`);
    if (twin.scripts + twin.preloads === 0) console.warn(`Warning: ${label} has no script to remove, its twin is itself`);
  }
}

const seriesOf = (runs: RunFigures[]): Series => ({
  workMs: runs.map((run) => run.cpuMs),
  afterPaintMs: runs.map((run) => run.afterPaintMs),
  fcpMs: runs.map((run) => run.fcpMs),
  lcpMs: runs.map((run) => run.lcpMs),
});

function pageCosts(runs: Map<string, RunFigures[]>, page: PageKey, label: string): PageCosts {
  const of = (site: Site) => runs.get(`${page}:${site}`);
  const [twin, baseline] = [of("no-script"), of("baseline")];
  return {
    label,
    ours: seriesOf(of("ours")!),
    ...(twin ? { twin: seriesOf(twin) } : {}),
    ...(baseline ? { baseline: seriesOf(baseline) } : {}),
  };
}

async function main() {
  const closers: (() => unknown)[] = [];
  try {
    const options = parseLighthouseOptions(process.argv.slice(2), process.env);
    // A commit that does not exist stops the bench before any build.
    const baselineHash = options.baseline === undefined ? undefined : resolveCommit(options.baseline);
    const browserPath = await ensureChromium();
    const ours = await serveBuiltSite();
    closers.push(() => ours.server.kill());
    const front = await startHttpsFront(ours.port, {
      twin: { query: NO_SCRIPT_QUERY, rewrite: (html) => withoutScripts(html).html },
    });
    closers.push(() => front.close());
    const origins: Origins = { ours: front.origin };
    if (baselineHash) {
      const baseline = await serveBaseline(await ensureBaselineBuild(baselineHash));
      closers.push(() => baseline.server.kill());
      const baselineFront = await startHttpsFront(baseline.port);
      closers.push(() => baselineFront.close());
      origins.baseline = baselineFront.origin;
    }
    await printTwins(ours.port);
    const runs = await measure(origins, browserPath);
    const [film, listing, home] = PAGES.map(({ page, label, path }) =>
      summarise(label, `${front.origin}${path()}`, runs.get(`${page}:ours`)!),
    ) as [PageFigures, PageFigures, PageFigures];
    printRatios(film, listing, home);
    const [filmCosts, listingCosts, homeCosts] = PAGES.map(({ page, label }) => pageCosts(runs, page, label)) as [
      PageCosts,
      PageCosts,
      PageCosts,
    ];
    const baselineName = baselineHash?.slice(0, 7);
    const report = pageCostReport(
      { film: filmCosts, listing: listingCosts, home: homeCosts, ...(baselineName ? { baseline: baselineName } : {}) },
      RUNS,
    );
    for (const line of report.lines) console.log(line);
    const strictMiss = options.strict && report.missed.length > 0;
    if (strictMiss) console.log(`\n--strict: ${report.missed.length} item-4 target(s) missed`);
    process.exitCode = film.ok && !strictMiss ? 0 : 1;
  } finally {
    for (const close of closers.reverse()) await close();
    if (!KEEP_REPORTS) rmSync(REPORTS_DIR, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
