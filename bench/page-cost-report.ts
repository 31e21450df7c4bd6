/**
 * Issue 48, item 4, « costs no more than the film page », by thread time in one run: the listing's main-thread work
 * ≤ 1.3× the film page's and the home page's ≤ 1×; every page's work after the first paint at least 20 % below the
 * baseline commit's; the listing's first and largest paints within 5 % of its « no-script » twin's. Each ratio comes
 * with its 90 % interval over the paired rounds (ratio-interval.ts) and is judged by it: met or missed only when the
 * whole interval is, undecided when it straddles the target.
 */
import { median } from "./median";
import { ratioInterval, verdictOf, type RatioInterval } from "./ratio-interval";

/** One site's figures for a page, one a round, in the order of the rounds. */
export interface Series {
  workMs: number[];
  afterPaintMs: number[];
  fcpMs: number[];
  lcpMs: number[];
}

export interface PageCosts {
  label: string;
  ours: Series;
  twin?: Series;
  baseline?: Series;
}

export interface PageCostInput {
  film: PageCosts;
  listing: PageCosts;
  home: PageCosts;
  /** The baseline commit's name, when one was measured. */
  baseline?: string;
}

export type Verdict = "met" | "missed" | "undecided";

interface Compared {
  interval?: RatioInterval;
  verdict: Verdict;
}

const WORK_TO_FILM_PAGE = { listing: 1.3, home: 1 } as const;
const AFTER_PAINT_TO_BASELINE = 0.8;
const PAINT_TO_TWIN = 1.05;
const VERDICTS = { within: "met", OVER: "missed", undecided: "undecided" } as const;

/** `page` over `reference`, round by round, judged against « at most `most` times ». */
function compare(page: number[], reference: number[], most: number): Compared {
  // A figure Lighthouse did not give, or a reference of nothing, makes no ratio.
  if (![...page, ...reference].every(Number.isFinite) || reference.some((value) => value <= 0)) return { verdict: "undecided" };
  const interval = ratioInterval(page, reference);
  return { interval, verdict: VERDICTS[verdictOf(interval, most)] };
}

const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
const times = ({ interval }: Compared) =>
  interval ? `${interval.ratio.toFixed(2)}× (${interval.low.toFixed(2)}–${interval.high.toFixed(2)})` : "n/a";
const percent = (ratio: number) => {
  const change = Math.round((ratio - 1) * 100);
  return `${change < 0 ? "−" : change > 0 ? "+" : ""}${Math.abs(change)} %`;
};
const change = ({ interval }: Compared) =>
  interval ? `${percent(interval.ratio)} (${percent(interval.low)} to ${percent(interval.high)})` : "n/a";

/** What each page's figures say of the targets, compared once and read by both the table and the verdicts. */
function comparisons({ film, listing, home }: PageCostInput) {
  const pages = [film, listing, home];
  const toTwin = (page: PageCosts, key: "fcpMs" | "lcpMs") => page.twin && compare(page.ours[key], page.twin[key], PAINT_TO_TWIN);
  return {
    workToFilm: {
      listing: compare(listing.ours.workMs, film.ours.workMs, WORK_TO_FILM_PAGE.listing),
      home: compare(home.ours.workMs, film.ours.workMs, WORK_TO_FILM_PAGE.home),
    },
    afterPaint: pages.map(
      (page) => page.baseline && compare(page.ours.afterPaintMs, page.baseline.afterPaintMs, AFTER_PAINT_TO_BASELINE),
    ),
    fcp: pages.map((page) => toTwin(page, "fcpMs")),
    lcp: pages.map((page) => toTwin(page, "lcpMs")),
  };
}

function table(input: PageCostInput, compared: ReturnType<typeof comparisons>): string[] {
  const pages = [input.film, input.listing, input.home];
  const toFilm = ["1", times(compared.workToFilm.listing), times(compared.workToFilm.home)];
  const paint = (page: PageCosts, key: "fcpMs" | "lcpMs", against: Compared | undefined) =>
    page.twin && against ? `${ms(page.ours[key])} / ${ms(page.twin[key])}, ${times(against)}` : ms(page.ours[key]);
  return [
    `| Page | Main-thread work | × film page's | After first paint | Against ${input.baseline ?? "a baseline"} | FCP / no-script twin | LCP / no-script twin |`,
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...pages.map((page, index) => {
      const afterPaint = compared.afterPaint[index];
      const baseline = page.baseline && afterPaint ? `${ms(page.baseline.afterPaintMs)}, ${change(afterPaint)}` : "—";
      const cells = [page.label, ms(page.ours.workMs), toFilm[index]!, ms(page.ours.afterPaintMs), baseline];
      return `| ${[...cells, paint(page, "fcpMs", compared.fcp[index]), paint(page, "lcpMs", compared.lcp[index])].join(" | ")} |`;
    }),
  ];
}

/** The table of item 4's figures and a verdict line per target; `missed` names each target the runs missed. */
export function pageCostReport(input: PageCostInput, rounds: number): { lines: string[]; missed: string[] } {
  const compared = comparisons(input);
  const baseline = input.baseline ?? "the baseline";
  const targets: [string, Compared | undefined, (c: Compared) => string][] = [
    [
      `${input.listing.label} main-thread work ≤ ${WORK_TO_FILM_PAGE.listing}× the film page's`,
      compared.workToFilm.listing,
      times,
    ],
    [`${input.home.label} main-thread work ≤ ${WORK_TO_FILM_PAGE.home}× the film page's`, compared.workToFilm.home, times],
    ...[input.film, input.listing, input.home].map((page, index): [string, Compared | undefined, (c: Compared) => string] => [
      `${page.label} work after the first paint ≥ ${Math.round((1 - AFTER_PAINT_TO_BASELINE) * 100)} % below ${baseline}'s`,
      compared.afterPaint[index],
      change,
    ]),
    [`${input.listing.label} FCP ≤ ${PAINT_TO_TWIN}× its no-script twin's`, compared.fcp[1], times],
    [`${input.listing.label} LCP ≤ ${PAINT_TO_TWIN}× its no-script twin's`, compared.lcp[1], times],
  ];
  const verdicts = targets.map(([target, result, figure]) =>
    result
      ? `  ${target}: ${figure(result)}: ${result.verdict}`
      : `  ${target}: not measured${input.baseline ? "" : " (run with --baseline <commit>)"}`,
  );
  return {
    lines: [
      `\nIssue 48, item 4, by thread time (medians of ${rounds} rounds; 90 % intervals over the paired rounds):`,
      ...table(input, compared),
      "Targets:",
      ...verdicts,
    ],
    missed: targets.filter(([, result]) => result?.verdict === "missed").map(([target]) => target),
  };
}
