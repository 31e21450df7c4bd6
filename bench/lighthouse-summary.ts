/**
 * What the bench prints of our own pages: each page's medians (issue 9's target for the film page), and issue 33's
 * ratios of the listing's and the home page's blocking time to the film page's.
 */
import type { RunFigures } from "./lighthouse-audit";
import { median } from "./median";
import { ratioInterval, verdictOf } from "./ratio-interval";

// Issue 9's target for a film page: Lighthouse mobile (its default: Moto G Power, simulated slow 4G and 4× CPU
// slowdown), LCP ≤ 1.2 s and a performance score of 100, median of the runs.
const LCP_TARGET_MS = 1200;
const SCORE_TARGET = 100;
/** What a task may last before it blocks, in TBT's rule. */
const BLOCKING_THRESHOLD_MS = 50;
/** How many of Lantern's blocking tasks each page prints, from its median run. */
const TASKS_SHOWN = 4;

export interface PageFigures {
  ok: boolean;
  score: number;
  tbtMs: number;
  threadTbtMs: number;
  cpuMs: number;
  /** Each run's figure, in the order of the rounds (for the ratios' intervals). */
  runs: Record<"tbtMs" | "threadTbtMs", number[]>;
}

/** Each page's figures from its runs, printed. */
export function summarise(label: string, url: string, runs: RunFigures[]): PageFigures {
  const score = median(runs.map((r) => r.score));
  const tbtMs = median(runs.map((r) => r.tbtMs));
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const ok = score >= SCORE_TARGET && lcpMs <= LCP_TARGET_MS;
  console.log(`\n${label} (${url}), median of ${runs.length}:`);
  console.log(`  performance score ${score} (runs: ${runs.map((r) => r.score).join(", ")})`);
  console.log(`  LCP ${(lcpMs / 1000).toFixed(2)} s (runs: ${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(", ")})`);
  console.log(
    `  FCP ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms (runs: ${runs.map((r) => r.tbtMs.toFixed(0)).join(", ")}), CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
  );
  const cpu = (key: "cpuMs" | "afterPaintMs" | "threadTbtMs") =>
    `${median(runs.map((r) => r[key])).toFixed(0)} ms (runs: ${runs.map((r) => r[key].toFixed(0)).join(", ")})`;
  console.log(`  on thread time: TBT ${cpu("threadTbtMs")}, main-thread work ${cpu("cpuMs")}`);
  console.log(`  main-thread work after the first paint ${cpu("afterPaintMs")}`);
  console.log(`  LCP element: ${runs[0]!.lcpElement}`);
  const medianRun = runs.find((r) => r.tbtMs === tbtMs)!;
  if (medianRun.blockingTasks.length > 0) {
    console.log(`  Lantern's blocking tasks in the median run (TBT ${medianRun.tbtMs.toFixed(0)} ms; simulated times):`);
    for (const line of medianRun.blockingTasks.slice(0, TASKS_SHOWN)) console.log(`    ${line}`);
  }
  console.log(`  machine benchmark index ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}`);
  console.log(`  ${ok ? "within" : "OVER"} the target (score ${SCORE_TARGET}, LCP ≤ ${LCP_TARGET_MS / 1000} s)`);
  return {
    ok,
    score,
    tbtMs,
    threadTbtMs: median(runs.map((r) => r.threadTbtMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    runs: { tbtMs: runs.map((r) => r.tbtMs), threadTbtMs: runs.map((r) => r.threadTbtMs) },
  };
}

/**
 * Issue 33's targets, as ratios to the film page measured in the same run: they hold whatever the machine's speed.
 * Each blocking-time target is printed twice: by Lighthouse's TBT, and by Lighthouse's TBT replayed on the run's
 * trace with each main-thread task at its thread time (main-thread-work.ts), which the machine's other processes do
 * not swing. Each ratio comes with its 90 % interval over the rounds (ratio-interval.ts): « undecided » when the runs
 * swing too much to tell.
 */
export function printRatios(film: PageFigures, listing: PageFigures, home: PageFigures) {
  const mark = (ok: boolean) => (ok ? "within" : "OVER");
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const ratio = (page: PageFigures, key: "tbtMs" | "threadTbtMs" | "cpuMs") =>
    film[key] > 0 ? `${(page[key] / film[key]).toFixed(2)}×` : "n/a";
  const target = (page: PageFigures, key: "tbtMs" | "threadTbtMs", most: number) => {
    const figures = `${ms(page[key])} against ${ms(film[key])}, ${ratio(page, key)} (target ≤ ${most}×)`;
    // Under one task's 50 ms in all, no page blocks: a ratio of two such figures is a ratio of noise.
    if (page[key] > most * film[key] && page[key] < BLOCKING_THRESHOLD_MS) {
      return `${figures}: within (under ${BLOCKING_THRESHOLD_MS} ms in all)`;
    }
    const medians = page[key] <= most * film[key] ? "within" : "OVER";
    if (film.runs[key].some((value) => value <= 0)) return `${figures}: ${medians}`;
    const interval = ratioInterval(page.runs[key], film.runs[key]);
    const range = `${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×`;
    return `${figures}: ${medians} by the medians; 90 % interval ${range}, ${verdictOf(interval, most)} by these runs`;
  };
  console.log(`\nRatios to the film page (same run, runs interleaved, medians of ${film.runs.tbtMs.length}):`);
  for (const [label, page, most] of [
    ["listing", listing, 1.5],
    ["home", home, 1],
  ] as const) {
    console.log(`  ${label} TBT, Lighthouse's: ${target(page, "tbtMs", most)}`);
    console.log(`  ${label} TBT, Lighthouse's on thread time: ${target(page, "threadTbtMs", most)}`);
    console.log(
      `  ${label} main-thread work, by thread time: ${ms(page.cpuMs)} against ${ms(film.cpuMs)}, ${ratio(page, "cpuMs")}`,
    );
  }
  console.log(
    `  listing score ${listing.score - film.score} points from the film page's (target within 3): ${mark(film.score - listing.score <= 3)}`,
  );
}
