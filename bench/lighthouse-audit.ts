/**
 * One Lighthouse run of a page (mobile preset) and what the bench reads of it: Lighthouse's own figures, the main
 * thread's work by thread time (main-thread-work.ts), TBT replayed on thread time, and Lantern's blocking tasks.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
import { CHROMIUM_ARGS } from "../scripts/find-chromium";
import { blockingTasks, describeTask, readLanternEstimates } from "./lantern-tasks";
import { mainThreadWork, onThreadTime, type MainThreadWork, type TraceEvent } from "./main-thread-work";

/**
 * A folder to keep each run's whole report in (`{page}-{site}-{run}.json`), with what Lighthouse gathered
 * (`{page}-{site}-{run}/`, its trace `defaultPass.trace.json`) and the same on thread time
 * (`{page}-{site}-{run}-thread-time/`), to read the long tasks.
 */
export const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS ?? mkdtempSync(path.join(tmpdir(), "lighthouse-"));
export const KEEP_REPORTS = process.env.LIGHTHOUSE_REPORTS !== undefined;
/** Lighthouse's command line, run by this Node with the hook that records Lantern's tasks (lantern-tasks-hook.mjs). */
const LIGHTHOUSE_CLI = path.resolve("node_modules/lighthouse/cli/index.js");
const LANTERN_TASKS_HOOK = pathToFileURL(path.resolve("bench/lantern-tasks-hook.mjs")).href;

export interface RunFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** The page's main thread by thread time (main-thread-work.ts): its whole work, and its work after the first paint. */
  cpuMs: number;
  afterPaintMs: number;
  /** Lighthouse's TBT replayed on the trace at thread time. */
  threadTbtMs: number;
  /** Lighthouse's measure of this machine's speed; its 4× CPU slowdown assumes a fast desktop (≈ 1,500+). */
  benchmarkIndex: number;
  /** The tasks Lantern counted in this run's TBT, most blocking first, described (lantern-tasks.ts). */
  blockingTasks: string[];
}

/**
 * Lighthouse's own command line, in its own process, launching its own headless Chromium: under tsx,
 * the functions Lighthouse sends to the page would carry esbuild's `__name` helper and fail there, and
 * a browser Playwright launched gives traces without a navigation start.
 */
export async function audit(url: string, browserPath: string, reportName: string): Promise<RunFigures> {
  const args = [
    "--output=json",
    "--only-categories=performance",
    "--quiet",
    // The front's certificate is self-signed (bench/https-front.ts).
    `--chrome-flags=--headless=new --ignore-certificate-errors ${CHROMIUM_ARGS.join(" ")}`,
  ];
  mkdirSync(REPORTS_DIR, { recursive: true });
  const gathered = path.join(REPORTS_DIR, reportName);
  const reportPath = path.join(REPORTS_DIR, `${reportName}.json`);
  // Gathered and audited, what it gathered kept: the trace, the DevTools log, the page's artifacts.
  const tasksFile = `${gathered}.lantern-tasks.jsonl`;
  await runLighthouse([url, ...args, `-GA=${gathered}`, `--output-path=${reportPath}`], browserPath, tasksFile);
  const lhr = JSON.parse(readFileSync(reportPath, "utf8")) as Result;
  const threadTime = replayOnThreadTime(gathered);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
    cpuMs: threadTime.work.totalMs,
    afterPaintMs: threadTime.work.afterFirstPaintMs,
    threadTbtMs:
      (JSON.parse(await runLighthouse([...args, `-A=${threadTime.dir}`, "--output-path=stdout"], browserPath)) as Result).audits[
        "total-blocking-time"
      ]?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    blockingTasks: blockingTasks(readLanternEstimates(tasksFile)).map(describeTask),
  };
}

/**
 * What Lighthouse gathered, with its trace's main-thread tasks shrunk to their thread time (main-thread-work.ts), in a
 * folder beside it that Lighthouse's audit mode (`-A`) replays: its simulation, on what the page's own work costs.
 */
function replayOnThreadTime(gathered: string): { dir: string; work: MainThreadWork } {
  const dir = `${gathered}-thread-time`;
  cpSync(gathered, dir, { recursive: true });
  const traceFile = path.join(dir, "defaultPass.trace.json");
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents: TraceEvent[] };
  const work = mainThreadWork(trace.traceEvents);
  writeFileSync(traceFile, JSON.stringify({ ...trace, traceEvents: onThreadTime(trace.traceEvents) }));
  return { dir, work };
}

/**
 * Now and then a trace comes back without its navigation start (NO_NAVSTART): that run is made again. With
 * `tasksFile`, Lantern's tasks are recorded there (a retry starts it afresh).
 */
async function runLighthouse(args: string[], browserPath: string, tasksFile?: string, attemptsLeft = 3): Promise<string> {
  if (tasksFile) rmSync(tasksFile, { force: true });
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", LANTERN_TASKS_HOOK, LIGHTHOUSE_CLI, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: browserPath, ...(tasksFile ? { LANTERN_TASKS_FILE: tasksFile } : {}) },
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    if (attemptsLeft > 1 && stderr.includes("NO_NAVSTART")) return runLighthouse(args, browserPath, tasksFile, attemptsLeft - 1);
    throw new Error(`Lighthouse failed: ${stderr.trim() || (error as Error).message}`);
  }
}
