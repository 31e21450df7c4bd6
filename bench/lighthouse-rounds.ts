/**
 * The order of the bench's runs. Each round runs every page in turn, and each page on each site one after the other:
 * ours, its « no-script » twin, the baseline's. A machine whose speed drifts weighs on a round's runs of one page alike,
 * so their ratios hold; and the order within a page turns every other round, so that neither runs first each time
 * (the first run of a pair warms the machine's caches for the second, or takes the slow minute alone).
 */

export type PageKey = "film" | "listing" | "home";
/** Where a page is measured: our build, its twin without scripts (bench/no-script-twin.ts), the baseline's build. */
export type Site = "ours" | "no-script" | "baseline";

export interface Run {
  page: PageKey;
  site: Site;
}

/** The sites each page is measured on: ours, its twin where it has one, the baseline's when there is one. */
export const sitesOf = (page: PageKey, { twins, baseline }: { twins: readonly PageKey[]; baseline: boolean }): Site[] => [
  "ours",
  ...(twins.includes(page) ? (["no-script"] as const) : []),
  ...(baseline ? (["baseline"] as const) : []),
];

/** Round `round`'s runs (from 0): the pages in their order, each page's sites in order, reversed in odd rounds. */
export function roundRuns(pages: readonly { page: PageKey; sites: readonly Site[] }[], round: number): Run[] {
  return pages.flatMap(({ page, sites }) => {
    const ordered = round % 2 === 0 ? sites : [...sites].reverse();
    return ordered.map((site) => ({ page, site }));
  });
}
