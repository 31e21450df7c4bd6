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

  it("names the browser's own work only when nothing of the page's is in the task", () => {
    const browsers = { ...task(1545, 33, { "(MajorGC)": 19.5, "(Commit)": 0.5 }), meanBlockingMs: 33 };
    expect(describeTask(browsers)).toBe("33 ms blocking, at 1545 ms, 20.8 ms observed, the browser's own work: (MajorGC) 19.5");
    const mixed = { ...task(1545, 33, { "(v8.run)": 19.5, "EvaluateScript app.js": 18 }), meanBlockingMs: 33 };
    expect(describeTask(mixed)).toBe("33 ms blocking, at 1545 ms, 20.8 ms observed: EvaluateScript app.js 18.0");
    expect(describeTask({ ...task(900, 10), meanBlockingMs: 10 })).toBe(
      "10 ms blocking, at 900 ms, 15.0 ms observed, the browser's own work",
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
