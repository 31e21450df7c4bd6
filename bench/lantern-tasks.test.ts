import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockingTasks, describeTask, readLanternEstimates, type LanternEstimate, type LanternTask } from "./lantern-tasks";

const task = (startMs: number, blockingMs: number, events: Record<string, number> = {}): LanternTask => ({
  startMs,
  simulatedMs: blockingMs + 50,
  observedMs: (blockingMs + 50) / 4,
  blockingMs,
  events,
});
// The pessimistic window is wider: the task at 2,400 ms falls outside the optimistic one.
const estimates: LanternEstimate[] = [
  { optimistic: true, tbtMs: 111, tasks: [task(1300, 81, { "Layout of 9 objects": 45.5 }), task(2100, 30), task(2400, 0)] },
  { optimistic: false, tbtMs: 135, tasks: [task(1300, 81, { "Layout of 9 objects": 45.5 }), task(2100, 30), task(2400, 24)] },
];

describe("blockingTasks", () => {
  it("gives each task the mean of its two estimates' blocking time, as Lighthouse reports TBT, most blocking first", () => {
    expect(blockingTasks(estimates).map((t) => [t.startMs, t.meanBlockingMs])).toEqual([
      [1300, 81],
      [2100, 30],
      [2400, 12],
    ]);
    // Their sum is the run's TBT: (111 + 135) / 2.
    expect(blockingTasks(estimates).reduce((sum, t) => sum + t.meanBlockingMs, 0)).toBe(123);
  });

  it("leaves out a task that blocks in neither window, and gives nothing without both estimates", () => {
    const calm: LanternEstimate[] = estimates.map((e) => ({ ...e, tasks: [task(900, 0)] }));
    expect(blockingTasks(calm)).toEqual([]);
    expect(blockingTasks([estimates[0]!])).toEqual([]);
  });
});

describe("describeTask", () => {
  it("says what the task blocked, when, and its three largest parts of 1 ms or more", () => {
    const work = { "Layout of 9 objects": 45.5, Paint: 4.5, "Style of 474 elements": 9.2, RunMicrotasks: 2, TimerFire: 0.4 };
    const [first] = blockingTasks(estimates.map((e) => ({ ...e, tasks: [task(1307, 81, work)] })));
    expect(describeTask(first!)).toBe(
      "81 ms blocking, at 1307 ms, 32.8 ms observed: Layout of 9 objects 45.5, Style of 474 elements 9.2, Paint 4.5",
    );
  });

  it("names a task with no work of the page's as the browser's", () => {
    expect(describeTask({ ...task(1545, 33), meanBlockingMs: 33 })).toBe(
      "33 ms blocking, at 1545 ms, 20.8 ms observed (the browser's own work)",
    );
  });
});

describe("readLanternEstimates", () => {
  it("reads the hook's lines, and nothing when the hook wrote no file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lantern-"));
    try {
      const file = path.join(dir, "tasks.jsonl");
      writeFileSync(file, `${estimates.map((e) => JSON.stringify(e)).join("\n")}\n`);
      expect(readLanternEstimates(file)).toEqual(estimates);
      expect(readLanternEstimates(path.join(dir, "absent.jsonl"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
