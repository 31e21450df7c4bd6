import { describe, expect, it } from "vitest";
import { pageCostReport, type PageCostInput, type Series } from "./page-cost-report";

/** Five rounds of a page whose figures are `scale` times the film page's in every round (a slow round slows both). */
const FILM_ROUNDS = [200, 260, 210, 400, 220];
const series = (work: number, afterPaint: number, fcp: number, lcp: number): Series => ({
  workMs: FILM_ROUNDS.map((ms) => (ms * work) / 200),
  afterPaintMs: FILM_ROUNDS.map((ms) => (ms * afterPaint) / 200),
  fcpMs: FILM_ROUNDS.map((ms) => (ms * fcp) / 200),
  lcpMs: FILM_ROUNDS.map((ms) => (ms * lcp) / 200),
});

const FCP_TO_TWIN = [1.02, 1.03, 1.12, 1.01, 1.08];

const input = (baseline: boolean): PageCostInput => ({
  film: {
    label: "Film page",
    ours: series(200, 100, 1000, 1200),
    twin: series(0, 0, 1000, 1200),
    ...(baseline ? { baseline: series(300, 150, 1000, 1200) } : {}),
  },
  listing: {
    label: "Listing",
    ours: series(240, 70, 1020, 1300),
    // The listing's FCP 1–12 % above its twin's, round by round: its interval (1.01–1.12×) straddles the 5 %.
    twin: { ...series(0, 0, 1000, 1300), fcpMs: series(0, 0, 1020, 0).fcpMs.map((ms, round) => ms / FCP_TO_TWIN[round]!) },
    ...(baseline ? { baseline: series(500, 100, 1100, 1400) } : {}),
  },
  home: { label: "Home page", ours: series(220, 90, 900, 1000), ...(baseline ? { baseline: series(300, 95, 900, 1000) } : {}) },
  ...(baseline ? { baseline: "9185e5e" } : {}),
});

describe("pageCostReport", () => {
  it("prints each page's medians, its ratio to the film page and its change against the baseline, with intervals", () => {
    const { lines } = pageCostReport(input(true), 5);
    expect(lines).toContain(
      "| Film page | 220 ms | 1 | 110 ms | 165 ms, −33 % (−33 % to −33 %) | 1100 ms / 1100 ms, 1.00× (1.00–1.00) | 1320 ms / 1320 ms, 1.00× (1.00–1.00) |",
    );
    expect(lines.find((line) => line.startsWith("| Listing | 264 ms | 1.20× (1.20–1.20) | 77 ms | 110 ms, −30 %"))).toBeDefined();
    expect(lines).toContain(
      "| Home page | 242 ms | 1.10× (1.10–1.10) | 99 ms | 105 ms, −5 % (−5 % to −5 %) | 990 ms | 1100 ms |",
    );
  });

  it("judges each target by its whole interval: met, missed, or undecided when the interval straddles it", () => {
    const { lines, missed } = pageCostReport(input(true), 5);
    expect(lines).toContain("  Listing main-thread work ≤ 1.3× the film page's: 1.20× (1.20–1.20): met");
    expect(lines).toContain("  Home page main-thread work ≤ 1× the film page's: 1.10× (1.10–1.10): missed");
    expect(lines).toContain("  Film page work after the first paint ≥ 20 % below 9185e5e's: −33 % (−33 % to −33 %): met");
    expect(lines).toContain("  Home page work after the first paint ≥ 20 % below 9185e5e's: −5 % (−5 % to −5 %): missed");
    expect(lines.find((line) => line.startsWith("  Listing FCP ≤ 1.05× its no-script twin's:"))).toMatch(/: undecided$/);
    expect(lines).toContain("  Listing LCP ≤ 1.05× its no-script twin's: 1.00× (1.00–1.00): met");
    expect(missed).toEqual([
      "Home page main-thread work ≤ 1× the film page's",
      "Home page work after the first paint ≥ 20 % below 9185e5e's",
    ]);
  });

  it("says what was not measured without a baseline, and misses nothing for it", () => {
    const { lines, missed } = pageCostReport(input(false), 5);
    expect(lines).toContain(
      "  Listing work after the first paint ≥ 20 % below the baseline's: not measured (run with --baseline <commit>)",
    );
    expect(lines.find((line) => line.startsWith("| Listing |"))).toContain("| 77 ms | — |");
    expect(missed).toEqual(["Home page main-thread work ≤ 1× the film page's"]);
  });

  it("leaves undecided a ratio to a figure Lighthouse did not give", () => {
    const broken = input(true);
    broken.listing.twin!.lcpMs[2] = Number.NaN;
    const { lines } = pageCostReport(broken, 5);
    expect(lines).toContain("  Listing LCP ≤ 1.05× its no-script twin's: n/a: undecided");
  });
});
