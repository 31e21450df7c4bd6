import { existsSync, readFileSync } from "node:fs";

/**
 * The tasks Lantern (Lighthouse's simulation) counted in a run's Total Blocking Time, as bench/lantern-tasks-hook.mjs
 * wrote them from inside Lighthouse: the way to see which of the page's tasks its TBT is made of.
 */
export interface LanternTask {
  /** When the simulated task starts, and how long it lasts once slowed down (4× CPU, 2× for a task with layout). */
  startMs: number;
  simulatedMs: number;
  /** Its wall time in the trace. */
  observedMs: number;
  /** What it adds to TBT: its part beyond 50 ms between the first paint and interactivity. */
  blockingMs: number;
  /** What the main thread did in it, by kind (a script's file, a parse's first line; the browser's own in brackets), in ms. */
  events: Record<string, number>;
}

/** One estimate of TBT: Lantern makes an optimistic and a pessimistic one and reports their mean. */
export interface LanternEstimate {
  optimistic: boolean;
  tbtMs: number;
  tasks: LanternTask[];
}

/** The estimates a run's file holds (none when the hook could not run: another Lighthouse). */
export const readLanternEstimates = (file: string): LanternEstimate[] =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as LanternEstimate)
    : [];

/**
 * The tasks that made the run's TBT, most blocking first, each with its blocking time as Lighthouse reports it (the
 * mean of the two estimates: both simulate the same tasks, and differ only in the window they count in), and the
 * main-thread work in it that lasted 1 ms or more.
 */
export function blockingTasks(estimates: readonly LanternEstimate[]): (LanternTask & { meanBlockingMs: number })[] {
  const optimistic = estimates.find((estimate) => estimate.optimistic);
  const pessimistic = estimates.find((estimate) => !estimate.optimistic);
  if (!optimistic || !pessimistic) return [];
  const blockingOf = (estimate: LanternEstimate, task: LanternTask) =>
    estimate.tasks.find((other) => other.startMs === task.startMs)?.blockingMs ?? 0;
  return pessimistic.tasks
    .map((task) => ({ ...task, meanBlockingMs: (blockingOf(optimistic, task) + task.blockingMs) / 2 }))
    .filter((task) => task.meanBlockingMs > 0)
    .sort((a, b) => b.meanBlockingMs - a.meanBlockingMs);
}

/** A task as one line: what it blocked, when, its wall time, and its main work. */
export const describeTask = (task: LanternTask & { meanBlockingMs: number }): string => {
  const parts = Object.entries(task.events).filter(([, ms]) => ms >= 1);
  // The browser's own events are in brackets (the hook's): named only when nothing of the page's is there.
  const pages = parts.filter(([what]) => !what.startsWith("("));
  const work = (pages.length > 0 ? pages : parts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([what, ms]) => `${what} ${ms.toFixed(1)}`)
    .join(", ");
  const head = `${task.meanBlockingMs.toFixed(0)} ms blocking, at ${task.startMs.toFixed(0)} ms, ${task.observedMs.toFixed(1)} ms observed`;
  if (pages.length > 0) return `${head}: ${work}`;
  return `${head}, the browser's own work${work ? `: ${work}` : ""}`;
};
