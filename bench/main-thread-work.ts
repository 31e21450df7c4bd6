/**
 * What a page's main thread did during a Lighthouse run, by each task's thread time (the CPU time it ran) rather than
 * its wall time. On a machine with few cores the page's tasks wait for a core behind the browser's other processes,
 * Lighthouse's and the servers' (wall time 2.5× thread time on this 2-core machine), and Lighthouse's TBT, which
 * multiplies wall time by its CPU slowdown, swings with that wait: the same film page gave 16–477 ms over ten runs in
 * one hour (docs/performance.md). Replayed by Lighthouse itself on the trace `onThreadTime` gives, TBT is what the
 * page's own work costs.
 */

/** The fields read and rewritten of a Chrome trace event. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The renderers' main threads, by their `thread_name` metadata. */
const rendererMainThreads = (events: readonly TraceEvent[]) =>
  new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );

/** The outermost task events of a thread, in order. */
export function outermostTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const tasks = events
    .filter((event) => event.ph === "X" && TOP_LEVEL_TASKS.has(event.name) && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const outermost: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outermost.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) outermost.push(task);
  }
  return outermost;
}

/** A page's main-thread work by thread time, in ms: all of it, and the part after its first paint. */
export interface MainThreadWork {
  totalMs: number;
  /** The thread time of the top-level tasks that start at or after the trace's first contentful paint. */
  afterFirstPaintMs: number;
}

const threadMs = (tasks: readonly TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur!) / 1000, 0);

/** The work of the page's main thread (the one reporting its first paint): the thread time of its top-level tasks. */
export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace has no firstContentfulPaint: the page painted nothing");
  const tasks = outermostTasks(events.filter((event) => event.pid === paint.pid && event.tid === paint.tid));
  return { totalMs: threadMs(tasks), afterFirstPaintMs: threadMs(tasks.filter((task) => task.ts >= paint.ts)) };
}

/**
 * The trace as if each task of a renderer's main thread had run without waiting for a core: each shrunk to its
 * thread time, the events inside it scaled alike from its start, the gaps between tasks kept. The events are
 * changed in place.
 */
export function onThreadTime(events: TraceEvent[]): TraceEvent[] {
  const mains = rendererMainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread) || event.ph === "M") continue;
    const threadEvents = byThread.get(thread);
    if (threadEvents) threadEvents.push(event);
    else byThread.set(thread, [event]);
  }
  for (const threadEvents of byThread.values()) {
    // Each task's span and scale, read before any event moves.
    const spans = outermostTasks(threadEvents).map((task) => ({
      start: task.ts,
      end: task.ts + task.dur!,
      scale: task.tdur === undefined ? 1 : Math.min(1, task.tdur / task.dur!),
    }));
    let index = 0;
    for (const event of [...threadEvents].sort((a, b) => a.ts - b.ts)) {
      while (index + 1 < spans.length && spans[index + 1]!.start <= event.ts) index += 1;
      const span = spans[index];
      if (!span || event.ts < span.start || event.ts > span.end) continue;
      event.ts = span.start + Math.round((event.ts - span.start) * span.scale);
      if (event.dur !== undefined) event.dur = Math.round(event.dur * span.scale);
    }
  }
  return events;
}
