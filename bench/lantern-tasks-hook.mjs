// Loaded into Lighthouse's own process (`node --import`, bench/lighthouse.ts): each time Lantern, Lighthouse's
// simulation, estimates Total Blocking Time, the tasks it counted are appended as one JSON line to the file
// LANTERN_TASKS_FILE names: what each simulated task lasted, what it blocked between the first paint and
// interactivity, and what the page's main thread did in it (bench/lantern-tasks.ts reads them). Lighthouse's own
// module is patched, the one its audits use: Lighthouse 12's Lantern (@paulirish/trace_engine).
import { appendFileSync } from "node:fs";
import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";

const FILE = process.env.LANTERN_TASKS_FILE;
const TBT = Lantern.Metrics.TotalBlockingTime;
/** Trace events worth naming in a task, with what identifies each (a script's file, a parse's first line). */
const NAMED = new Set([
  "ParseHTML",
  "EvaluateScript",
  "FunctionCall",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "Decode Image",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.compile",
]);

/** Task wrappers, not work of their own. */
const OUTER = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const label = (event) => {
  const data = event.args?.data ?? {};
  if (event.name === "ParseHTML") return `ParseHTML from line ${event.args?.beginData?.startLine ?? "?"}`;
  if (event.name === "Layout")
    return `Layout of ${event.args?.beginData?.dirtyObjects ?? "?"}/${event.args?.beginData?.totalObjects ?? "?"} objects`;
  if (event.name === "UpdateLayoutTree") return `Style of ${event.args?.elementCount ?? "?"} elements`;
  const file = (data.url ?? "").split("/").pop();
  return file ? `${event.name} ${file}` : event.name === "EvaluateScript" ? "EvaluateScript (inline)" : event.name;
};

if (FILE && typeof TBT?.getEstimateFromSimulation === "function") {
  const estimate = TBT.getEstimateFromSimulation;
  TBT.getEstimateFromSimulation = function (simulation, extras) {
    const result = estimate.call(this, simulation, extras);
    // The window Lantern's TBT counts in (TotalBlockingTime.js picks the opposite estimates on purpose).
    const from = extras.optimistic ? extras.fcpResult.pessimisticEstimate.timeInMs : extras.fcpResult.optimisticEstimate.timeInMs;
    const to = extras.optimistic
      ? extras.interactiveResult.optimisticEstimate.timeInMs
      : extras.interactiveResult.pessimisticEstimate.timeInMs;
    const tasks = [];
    for (const [node, timing] of simulation.nodeTimings.entries()) {
      if (node.type !== "cpu" || timing.duration < 50) continue;
      const inWindow = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
      const events = {};
      for (const event of node.childEvents) {
        // The browser's own work (collection, compositing, networking) by its name when nothing of the page's is there.
        const what = NAMED.has(event.name) ? label(event) : OUTER.has(event.name) ? undefined : `(${event.name})`;
        if (what && event.dur) events[what] = (events[what] ?? 0) + event.dur / 1000;
      }
      tasks.push({
        startMs: timing.startTime,
        simulatedMs: timing.duration,
        observedMs: node.duration / 1000,
        blockingMs: to > from ? Math.max(0, inWindow - 50) : 0,
        events,
      });
    }
    appendFileSync(
      FILE,
      `${JSON.stringify({ optimistic: extras.optimistic, fcpMs: from, interactiveMs: to, tbtMs: result.timeInMs, tasks })}\n`,
    );
    return result;
  };
}
