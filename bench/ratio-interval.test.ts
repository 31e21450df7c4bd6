import { describe, expect, it } from "vitest";
import { ratioInterval, verdictOf } from "./ratio-interval";

describe("ratioInterval", () => {
  it("gives the ratio of the medians, inside its interval", () => {
    const interval = ratioInterval([300, 320, 310, 305, 315], [200, 210, 205, 195, 200]);
    expect(interval.ratio).toBeCloseTo(310 / 200);
    expect(interval.low).toBeLessThanOrEqual(interval.ratio);
    expect(interval.high).toBeGreaterThanOrEqual(interval.ratio);
  });

  it("is narrow for steady runs and wide for runs that swing as this machine's do", () => {
    const steady = ratioInterval([300, 305, 310, 295, 300, 302, 298, 301, 303], [200, 202, 198, 201, 199, 200, 203, 197, 200]);
    expect(steady.high - steady.low).toBeLessThan(0.1);
    // The listing's and the film page's TBT in this morning's runs, round by round (ms).
    const swinging = ratioInterval([315, 500, 811, 353, 408, 584, 632, 277, 297], [184, 359, 621, 381, 231, 280, 183, 110, 110]);
    expect(swinging.high / swinging.low).toBeGreaterThan(1.5);
  });

  it("draws rounds whole: a round that slowed both pages alike does not move the ratio", () => {
    // Each round's listing is exactly 1.5 times its film page, however slow the round.
    const film = [100, 400, 150, 900, 120];
    const interval = ratioInterval(
      film.map((ms) => ms * 1.5),
      film,
    );
    expect([interval.low, interval.ratio, interval.high]).toEqual([1.5, 1.5, 1.5]);
  });

  it("gives the same interval for the same runs", () => {
    const runs: [number[], number[]] = [
      [315, 500, 811],
      [184, 359, 621],
    ];
    expect(ratioInterval(...runs)).toEqual(ratioInterval(...runs));
  });

  it("wants one figure per round for each page", () => {
    expect(() => ratioInterval([1, 2], [1])).toThrow("one figure per round");
  });
});

describe("verdictOf", () => {
  it("is within when the whole interval is, over when all of it is above, undecided otherwise", () => {
    expect(verdictOf({ ratio: 1.2, low: 1.1, high: 1.4 }, 1.5)).toBe("within");
    expect(verdictOf({ ratio: 1.9, low: 1.6, high: 2.4 }, 1.5)).toBe("OVER");
    expect(verdictOf({ ratio: 1.3, low: 0.9, high: 2.1 }, 1.5)).toBe("undecided");
  });
});
