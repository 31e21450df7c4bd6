/**
 * What a page's main thread did during a Lighthouse run, read from the run's trace by each task's thread time (the CPU
 * time it ran) rather than its wall time: on a machine with few cores the page's tasks wait for a core behind the
 * browser's other processes, Lighthouse's and the servers' (wall time 2.5× thread time on this 2-core machine), and
 * Lighthouse's TBT, which multiplies wall time by its CPU slowdown, swings with that wait: the same film page gave
 * 16–477 ms over ten runs in one hour (docs/performance.md).
 */

/** The fields read of a Chrome trace event. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadWork {
  /** Thread time of every top-level task of the page's main thread, in milliseconds. */
  cpuMs: number;
  /**
   * Total Blocking Time's rule on thread time: for each task after the first contentful paint, what it lasts
   * beyond 50 ms once slowed `slowdown` times, summed.
   */
  blockingMs: number;
}

const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The page's main thread is the one that reports its first contentful paint; its tasks are the top-level task
 * events there. Throws when the trace has no first contentful paint.
 */
export function mainThreadWork(events: readonly TraceEvent[], slowdown: number): MainThreadWork {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace has no firstContentfulPaint: the page painted nothing");
  const tasks = events.filter(
    (event) => event.ph === "X" && TOP_LEVEL_TASKS.has(event.name) && event.pid === paint.pid && event.tid === paint.tid,
  );
  const threadMs = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  return {
    cpuMs: tasks.reduce((sum, task) => sum + threadMs(task), 0),
    blockingMs: tasks
      .filter((task) => task.ts >= paint.ts)
      .reduce((sum, task) => sum + Math.max(0, threadMs(task) * slowdown - BLOCKING_THRESHOLD_MS), 0),
  };
}
