import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { ensureChromiumEnv } from "./find-chromium";
import { runEngineJourneys } from "./engines";
import { runVariantE2e } from "./e2e-variant";
import { ensureVariantSite } from "./variant-site";
import { buildForSandboxOn } from "./build-stamp";
import { buildSite, run } from "./run";
import { runNetlifyStage } from "./test-netlify";
import { checkBuiltHtml } from "./check-html";

// Outside test-results/, which Playwright empties when it starts.
const REPORTS = ".test-reports";
const VITEST_REPORT = `${REPORTS}/vitest.json`;
const ENGINES_REPORT = `${REPORTS}/engines.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;
const VARIANT_PLAYWRIGHT_REPORT = `${REPORTS}/playwright-variant.json`;
const NETLIFY_PLAYWRIGHT_REPORT = `${REPORTS}/playwright-netlify.json`;
/** The settings variant's build runs beside the main one: its output goes to a file. */
const VARIANT_BUILD_LOG = `${REPORTS}/variant-build.log`;
/** The browsers the run drove, one line each: Chromium's from its binary, the others' from their drivers. */
const BROWSER_VERSIONS = `${REPORTS}/browsers.txt`;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The fields we read from vitest's JSON report. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/** The fields we read from Playwright's JSON report. */
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
}

function readCounts(): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of [VITEST_REPORT, ENGINES_REPORT]) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  for (const report of [PLAYWRIGHT_REPORT, NETLIFY_PLAYWRIGHT_REPORT, VARIANT_PLAYWRIGHT_REPORT]) {
    if (!existsSync(report)) continue;
    const { stats } = JSON.parse(readFileSync(report, "utf8")) as PlaywrightReport;
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  return counts;
}

/** Waits for every task, then fails with all their errors: one failing check does not hide another's. */
async function allOf(tasks: Promise<void>[]): Promise<void> {
  const errors = (await Promise.allSettled(tasks)).flatMap((result) =>
    result.status === "rejected" ? [(result.reason as Error).message] : [],
  );
  if (errors.length > 0) throw new Error(errors.join("\n"));
}

/**
 * A job started now and awaited later: its failure is kept (not an unhandled rejection meanwhile), with the time it
 * ended.
 */
const settled = (job: Promise<unknown>): Promise<{ error?: Error; at: number }> =>
  job.then(
    () => ({ at: Date.now() }),
    (error: Error) => ({ error, at: Date.now() }),
  );

/** The machine's busy CPU time so far, all cores, in seconds (every process, not only ours). */
const busyCpuSeconds = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;

/**
 * Each stage's name, duration and the cores it kept busy on average, printed at the end: where the suite's time
 * goes, and which stages leave a core idle.
 */
const stages: { name: string; seconds: number; cores: number }[] = [];
let current: { name: string; started: number; busy: number } | null = null;

function endStage() {
  if (current) {
    const seconds = (Date.now() - current.started) / 1000;
    const cores = seconds > 0 ? (busyCpuSeconds() - current.busy) / seconds : 0;
    stages.push({ name: current.name, seconds: Math.round(seconds), cores });
  }
  current = null;
}

function step(name: string) {
  endStage();
  current = { name, started: Date.now(), busy: busyCpuSeconds() };
  console.log(`\n━━ ${name} ━━`);
}

/**
 * `npm test`: type check, formatting, lint and the site's build side by side, unit and component tests, JavaScript
 * budget, end-to-end tests in Chromium, the engine journeys in Firefox and WebKit, then the end-to-end tests of the
 * settings variant (scripts/variant-site.ts), whose build runs at idle priority through all the stages before.
 */
async function main() {
  const started = Date.now();
  // Both builds hand tickets and previews to the sandbox the suites start (as npm run test:e2e does).
  buildForSandboxOn(process.env.E2E_SANDBOX_PORT ?? 4010);
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  // The settings variant's build is only needed by the last stage: it runs at idle priority from here on, in the CPU
  // time the other stages leave (each keeps 1.4 to 1.8 of the two cores busy once the builds are done).
  const variantBuild = settled(ensureVariantSite({ logFile: VARIANT_BUILD_LOG, idle: true }));
  // Type check, formatting and lint each use one core, a Gatsby build one to two: together they keep both cores busy.
  step("Type check; formatting then lint; the production build (side by side; the settings variant's build idle)");
  await allOf([
    run("npx", ["tsc", "--noEmit"]),
    run("npx", ["prettier", "--check", "."]).then(() =>
      run("npx", ["eslint", ".", "--cache", "--cache-location", ".eslintcache", "--max-warnings", "0"]),
    ),
    // As Netlify builds it (its adapter's files beside the same pages): gatsby serve and Netlify's emulation serve it.
    buildSite({ forNetlify: true }),
  ]);
  step("Unit and component tests");
  await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`]);
  step("First-load JavaScript budget; the HTML of each page type (the W3C's Nu Html Checker)");
  await allOf([run("npx", ["tsx", "scripts/check-js-budget.ts"]), checkBuiltHtml()]);
  step("End-to-end tests (Chromium)");
  const chromium = await ensureChromiumEnv();
  const versionOf = (binary: string) => execFileSync(binary, ["--version"], { encoding: "utf8", stdio: "pipe" }).trim();
  appendFileSync(BROWSER_VERSIONS, `${versionOf(chromium.CHROMIUM_PATH)}\n`);
  if (chromium.CHROMIUM_HEADLESS_SHELL_PATH !== chromium.CHROMIUM_PATH)
    appendFileSync(BROWSER_VERSIONS, `its headless shell ${versionOf(chromium.CHROMIUM_HEADLESS_SHELL_PATH)}\n`);
  // No trace here: recording one for every test costs about 12 % of the stage (2026-11-28, this 2-core machine: the
  // four heaviest specs 123 s with, 108 s without). A failure still prints its error and page snapshot; `npm run
  // test:e2e` (and the stress run) keep Playwright's trace of each failed test.
  await run("npx", ["playwright", "test", "--reporter=list,json", "--trace", "off"], {
    env: { ...chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  });
  step("The build as Netlify deploys it (netlify-cli's local emulation, tests/netlify)");
  await runNetlifyStage(["--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: NETLIFY_PLAYWRIGHT_REPORT });
  step("Journeys in Firefox and WebKit (tests/engines, one browser at a time)");
  await runEngineJourneys(["--reporter=default", "--reporter=json", `--outputFile.json=${ENGINES_REPORT}`], {
    BROWSER_VERSIONS_FILE: BROWSER_VERSIONS,
  });
  step("End-to-end tests of the settings variant (version 1 with a reCAPTCHA key, built in a scratch copy)");
  const { error, at } = await variantBuild;
  if (error) throw error;
  console.log(`The variant's build ended ${Math.round((at - started) / 1000)} s after the start.`);
  await runVariantE2e(["--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: VARIANT_PLAYWRIGHT_REPORT });
  console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

main()
  .catch((error: Error) => {
    console.error(`\n${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => {
    endStage();
    console.log(`\nWhere the time went (and the cores busy on average, of ${cpus().length}):`);
    for (const { name, seconds, cores } of stages)
      console.log(`${String(seconds).padStart(6)} s ${cores.toFixed(1).padStart(4)} cores  ${name}`);
    const { passed, failed, skipped } = readCounts();
    const failedTotal = failed + (process.exitCode ? Math.max(0, 1 - failed) : 0);
    console.log(`\n${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ""}`);
    if (existsSync(BROWSER_VERSIONS)) {
      const versions = [...new Set(readFileSync(BROWSER_VERSIONS, "utf8").trim().split("\n"))];
      console.log(`Browsers: ${versions.join("; ")}`);
    }
  });
