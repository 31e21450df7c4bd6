import { describe, expect, it } from "vitest";
import { mainThreadWork, onThreadTime, type TraceEvent } from "./main-thread-work";

const MAIN = { pid: 2, tid: 7 };
const OTHER = { pid: 2, tid: 9 };
const names: TraceEvent[] = [
  { name: "thread_name", ph: "M", ...MAIN, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ...OTHER, ts: 0, args: { name: "Compositor" } },
];
const task = (ts: number, wallMs: number, threadMs: number, thread = MAIN): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...thread,
  ts: ts * 1000,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
});
const event = (name: string, ts: number, durMs?: number, thread = MAIN): TraceEvent => ({
  name,
  ph: durMs === undefined ? "I" : "X",
  ...thread,
  ts: ts * 1000,
  ...(durMs === undefined ? {} : { dur: durMs * 1000 }),
});

describe("mainThreadWork", () => {
  it("sums the thread time of the main thread's outermost tasks, not their wall time nor other threads'", () => {
    const events = [...names, task(10, 40, 30), event("firstContentfulPaint", 100), task(120, 90, 20), task(200, 5, 5, OTHER)];
    expect(mainThreadWork(events).totalMs).toBe(50);
  });

  it("counts after the first paint the tasks starting at or after it, a task spanning it not", () => {
    const events = [
      ...names,
      task(10, 40, 30),
      // Under way when the page first painted: work before the paint.
      task(90, 30, 12),
      event("firstContentfulPaint", 100),
      task(120, 8, 6),
      task(150, 90, 20),
      // Nested in the task above: counted once, with it.
      task(160, 10, 10),
      task(170, 5, 5, OTHER),
    ];
    expect(mainThreadWork(events)).toEqual({ totalMs: 68, afterFirstPaintMs: 26 });
  });

  it("fails on a trace where the page painted nothing", () => {
    expect(() => mainThreadWork([task(10, 5, 5)])).toThrow(/firstContentfulPaint/);
  });
});

describe("onThreadTime", () => {
  it("shrinks each main-thread task to its thread time, the events inside it alike, and keeps the gaps", () => {
    const layout = event("Layout", 140, 40);
    const mark = event("ResourceFinish", 180);
    const next = task(300, 10, 10);
    const otherThread = task(120, 80, 10, OTHER);
    const shrunk = task(120, 80, 20);
    onThreadTime([...names, shrunk, layout, mark, next, otherThread]);
    // 80 ms of wall time, 20 of thread time: everything inside a quarter as long, from the task's start.
    expect([shrunk.ts, shrunk.dur]).toEqual([120_000, 20_000]);
    expect([layout.ts, layout.dur]).toEqual([125_000, 10_000]);
    expect(mark.ts).toBe(135_000);
    expect([next.ts, next.dur]).toEqual([300_000, 10_000]);
    expect(otherThread.dur).toBe(80_000);
  });
});
