import { describe, expect, it } from "vitest";
import { tapCost, type InteractionTraceEvent } from "./interaction-thread-time";

const MAIN = { pid: 2, tid: 7 };
const COMPOSITOR = { pid: 2, tid: 9 };
const names: InteractionTraceEvent[] = [
  { name: "thread_name", ph: "M", ...MAIN, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ...COMPOSITOR, ts: 0, args: { name: "Compositor" } },
];
/** A complete event at `ts` ms lasting `wallMs`, of which `threadMs` on its thread's clock from `tts` ms. */
const slice = (
  name: string,
  ts: number,
  wallMs: number,
  tts: number,
  threadMs: number,
  thread = MAIN,
): InteractionTraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: ts * 1000,
  dur: wallMs * 1000,
  tts: tts * 1000,
  tdur: threadMs * 1000,
});
const task = (ts: number, wallMs: number, tts: number, threadMs: number, thread = MAIN) =>
  slice("RunTask", ts, wallMs, tts, threadMs, thread);
/** Event Timing's pair for one event: its input at `input` ms, its frame presented at `frame` ms. */
const eventTiming = (id: string, type: string, input: number, frame: number, processing: [number, number], interactionId = 3) => [
  {
    name: "EventTiming",
    ph: "b",
    ...MAIN,
    ts: input * 1000,
    id2: { local: id },
    args: { data: { type, interactionId, timeStamp: input, processingStart: processing[0], processingEnd: processing[1] } },
  },
  { name: "EventTiming", ph: "e", ...MAIN, ts: frame * 1000, id2: { local: id } },
];

describe("tapCost", () => {
  it("counts the main thread's own time from the input to the frame, not its wall time nor other threads'", () => {
    const trace = [
      ...names,
      task(50, 20, 0, 20), // before the input
      ...eventTiming("0x1", "pointerup", 100, 180, [110, 140]),
      task(105, 40, 30, 16), // the handlers, waiting for a core 24 ms of their 40
      task(150, 10, 50, 4, COMPOSITOR),
      task(160, 10, 60, 3), // the frame's style and layout
      task(200, 30, 70, 30), // after the frame
    ];
    expect(tapCost(trace)).toEqual({ threadMs: 19, wallMs: 80, inputDelayMs: 10, handlersMs: 30, frameMs: 40 });
  });

  it("reads where a task straddling the frame stands by the thread clock of the events inside it", () => {
    const trace = [
      ...names,
      ...eventTiming("0x1", "click", 100, 180, [100, 110]),
      task(170, 30, 100, 12),
      // 9 ms of the task's 12 ran before the frame: a share of its wall time would say 4.
      slice("FunctionCall", 170, 10, 100, 9),
    ];
    expect(tapCost(trace).threadMs).toBe(9);
  });

  it("takes the tap's costliest event by thread time, and its longest by wall time for INP", () => {
    const trace = [
      ...names,
      ...eventTiming("0x1", "pointerdown", 100, 130, [100, 102]),
      task(100, 10, 0, 10),
      ...eventTiming("0x2", "click", 200, 300, [240, 250]),
      task(240, 20, 20, 5),
      // Not an interaction (no interactionId): a mousemove's frame counts for nothing.
      ...eventTiming("0x3", "mousemove", 400, 500, [400, 450], 0),
      task(400, 50, 40, 50),
    ];
    expect(tapCost(trace)).toMatchObject({ threadMs: 10, wallMs: 100, inputDelayMs: 40 });
  });

  it("pairs each end with its own begin when Chromium reuses an ended event's id", () => {
    const trace = [
      ...names,
      ...eventTiming("0x1", "pointerdown", 100, 110, [100, 102]),
      task(100, 8, 0, 8),
      // The finger held 80 ms: 0x1 is free again, and names an event of the lift, with no interactionId.
      ...eventTiming("0x1", "lostpointercapture", 190, 200, [190, 191], 0),
      ...eventTiming("0x2", "click", 190, 220, [195, 205]),
      task(190, 20, 10, 12),
    ];
    expect(tapCost(trace)).toMatchObject({ threadMs: 12, wallMs: 30 });
  });

  it("fails on a trace where no interaction's frame was presented", () => {
    const unended = eventTiming("0x1", "click", 100, 180, [100, 110]).slice(0, 1);
    expect(() => tapCost([...names, ...unended, task(100, 10, 0, 10)])).toThrow(/no interaction/);
  });
});
