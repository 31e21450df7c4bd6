import { describe, expect, it } from "vitest";
import { mainThreadWork, type TraceEvent } from "./main-thread-work";

const PAGE = { pid: 2, tid: 7 };
const task = (ts: number, wallMs: number, threadMs: number, thread = PAGE): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...thread,
  ts: ts * 1000,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
});
const paint = (ts: number): TraceEvent => ({ name: "firstContentfulPaint", ph: "R", ...PAGE, ts: ts * 1000 });

describe("mainThreadWork", () => {
  it("sums the thread time of the page's main-thread tasks, not their wall time nor other threads' tasks", () => {
    const events = [
      task(10, 40, 30),
      paint(100),
      task(120, 90, 20),
      task(200, 5, 5, { pid: 2, tid: 9 }),
      task(300, 12, 12, { pid: 3, tid: 7 }),
    ];
    expect(mainThreadWork(events, 4).cpuMs).toBe(50);
  });

  it("counts as blocking, after the first paint only, what each task lasts beyond 50 ms once slowed down", () => {
    // Before the paint: not counted. After: 4 × 20 − 50 = 30, 4 × 10 − 50 < 0, 4 × 25 − 50 = 50.
    const events = [task(10, 60, 60), paint(100), task(120, 90, 20), task(150, 10, 10), task(180, 70, 25)];
    expect(mainThreadWork(events, 4).blockingMs).toBe(80);
  });

  it("fails on a trace where the page painted nothing", () => {
    expect(() => mainThreadWork([task(10, 5, 5)], 4)).toThrow(/firstContentfulPaint/);
  });
});
