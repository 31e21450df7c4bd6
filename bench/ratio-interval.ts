/**
 * How sure a ratio of two pages' medians is, from the bench's own runs. Lighthouse's TBT swings 2–5-fold between runs of
 * one page on this 2-core machine (docs/performance.md), so a ratio of two medians of nine moves by more than a target's
 * margin; its interval says whether the runs decide the target at all.
 */
import { median } from "./median";

/** A seeded generator (mulberry32): the same runs give the same interval each time the bench prints it. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RatioInterval {
  /** The ratio of the medians, as the bench reports it. */
  ratio: number;
  /** Its 90 % interval: 5th and 95th percentiles of the resampled ratios. */
  low: number;
  high: number;
}

/**
 * `page`'s median over `reference`'s, with a 90 % interval by a paired bootstrap: run i of each page was made in the
 * same round, back to back, so rounds are drawn whole (with replacement) and a slower minute of the machine weighs on
 * both pages of a round alike.
 */
export function ratioInterval(page: readonly number[], reference: readonly number[], resamples = 2000, seed = 33): RatioInterval {
  if (page.length !== reference.length || page.length === 0) throw new Error("one figure per round for each page");
  const random = seeded(seed);
  const ratios: number[] = [];
  for (let draw = 0; draw < resamples; draw += 1) {
    const rounds = page.map(() => Math.floor(random() * page.length));
    ratios.push(median(rounds.map((i) => page[i]!)) / median(rounds.map((i) => reference[i]!)));
  }
  ratios.sort((a, b) => a - b);
  const at = (share: number) => ratios[Math.min(ratios.length - 1, Math.floor(share * ratios.length))]!;
  return { ratio: median(page) / median(reference), low: at(0.05), high: at(0.95) };
}

/** What the runs say of a target « at most `most` times »: met, missed, or not decided by these runs. */
export const verdictOf = ({ low, high }: RatioInterval, most: number): "within" | "OVER" | "undecided" =>
  high <= most ? "within" : low > most ? "OVER" : "undecided";
