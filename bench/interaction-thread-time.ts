/**
 * What one tap cost, read from a Chromium trace of it: for each of its events that Event Timing counts (those with an
 * `interactionId`), the span from the input to the presentation of the frame after its handlers (the trace's async
 * `EventTiming` pair), and the renderer main thread's own time in that span, by thread time (`tts`/`tdur`), which the
 * wait for a core on a busy machine does not swing (main-thread-work.ts).
 */
import { outermostTasks, type TraceEvent } from "./main-thread-work";

/** A trace event with what is read here besides: the thread clock, async ids, Event Timing's data. */
export interface InteractionTraceEvent extends TraceEvent {
  tts?: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: {
    name?: string;
    data?: { type?: string; interactionId?: number; timeStamp?: number; processingStart?: number; processingEnd?: number };
  };
}

export interface TapCost {
  /** The most main-thread time, in ms, between one of the tap's inputs and the frame after it. */
  threadMs: number;
  /** Wall-clock INP: the tap's longest event from its input to its frame (ms), and its parts. */
  wallMs: number;
  inputDelayMs: number;
  handlersMs: number;
  frameMs: number;
}

const asyncId = (event: InteractionTraceEvent) => `${event.pid}:${event.id ?? event.id2?.local ?? event.id2?.global}`;

/**
 * Event Timing's events as begin and end pairs. Chromium reuses an id once its event has ended (a tap's pointerdown and
 * its lostpointercapture 80 ms later share one): an end closes the latest open begin of its id.
 */
function eventTimingSpans(events: readonly InteractionTraceEvent[]) {
  const open = new Map<string, InteractionTraceEvent[]>();
  const spans: { begin: InteractionTraceEvent; end: InteractionTraceEvent }[] = [];
  for (const event of events.filter(({ name }) => name === "EventTiming").sort((a, b) => a.ts - b.ts)) {
    const id = asyncId(event);
    if (!open.has(id)) open.set(id, []);
    if (event.ph === "b") open.get(id)!.push(event);
    else if (event.ph === "e") {
      const begin = open.get(id)!.pop();
      if (begin) spans.push({ begin, end: event });
    }
  }
  return spans;
}

/**
 * The thread clock at wall time `at` within a task: interpolated between the nearest points where the task and the
 * events inside it pin it down (their starts at `tts`, their ends at `tts + tdur`). Complete events only: an event
 * given its own timestamp (Event Timing's) has a thread clock of when it was written.
 */
function threadClockAt(task: InteractionTraceEvent, thread: readonly InteractionTraceEvent[], at: number): number {
  if (task.tts === undefined || task.tdur === undefined) throw new Error(`The trace has no thread time: ${task.name}`);
  const end = task.ts + task.dur!;
  const points = thread
    .filter((event) => event.ph === "X" && event.tts !== undefined && event.ts >= task.ts && event.ts <= end)
    .flatMap(({ ts, dur, tts, tdur }) => [
      { ts, tts: tts! },
      ...(dur === undefined || tdur === undefined ? [] : [{ ts: ts + dur, tts: tts! + tdur }]),
    ])
    .sort((a, b) => a.ts - b.ts);
  const next = points.findIndex((point) => point.ts >= at);
  if (next === -1) return points.at(-1)!.tts;
  if (next === 0) return points[0]!.tts;
  const [before, after] = [points[next - 1]!, points[next]!];
  return before.tts + ((at - before.ts) / (after.ts - before.ts)) * (after.tts - before.tts);
}

/** The main thread's own time between two wall times (µs), in ms: each of its tasks' thread time within them. */
function threadTimeBetween(thread: readonly InteractionTraceEvent[], start: number, end: number): number {
  let sum = 0;
  for (const task of outermostTasks(thread)) {
    if (task.ts >= end || task.ts + task.dur! <= start) continue;
    sum +=
      threadClockAt(task, thread, Math.min(end, task.ts + task.dur!)) - threadClockAt(task, thread, Math.max(start, task.ts));
  }
  return sum / 1000;
}

/** The tap's cost in a trace that recorded it, on the thread that handled it (the renderer main thread). */
export function tapCost(events: readonly InteractionTraceEvent[]): TapCost {
  const spans = eventTimingSpans(events).filter(({ begin }) => (begin.args?.data?.interactionId ?? 0) > 0);
  if (spans.length === 0) throw new Error("The trace has no interaction whose frame was presented: the tap reached no page");
  const costs = spans.map(({ begin, end }) => {
    const main = events.find(
      (event) => event.pid === begin.pid && event.name === "thread_name" && event.args?.name === "CrRendererMain",
    );
    const thread = events.filter((event) => event.pid === begin.pid && event.tid === (main ?? begin).tid);
    const { timeStamp = 0, processingStart = 0, processingEnd = 0 } = begin.args!.data!;
    const wallMs = (end.ts - begin.ts) / 1000;
    return {
      threadMs: threadTimeBetween(thread, begin.ts, end.ts),
      wallMs,
      inputDelayMs: processingStart - timeStamp,
      handlersMs: processingEnd - processingStart,
      frameMs: wallMs - (processingEnd - timeStamp),
    };
  });
  const longest = costs.reduce((a, b) => (b.wallMs > a.wallMs ? b : a));
  return { ...longest, threadMs: Math.max(...costs.map((cost) => cost.threadMs)) };
}
