import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { buildForSandboxOn, isBuildFresh } from "./build-stamp";
import { ensureChromiumEnv } from "./find-chromium";
import { buildSite, run } from "./run";

/**
 * `npm run test:e2e:stress`: the Chromium suite while a CPU hog keeps one of the machine's cores busy, as
 * another job or a slow phone would. A test that passes only on an idle machine fails here. Runs the suite
 * STRESS_RUNS times in a row (2 by default), stops at the first failure, and prints each run's figures.
 */
const RUNS = Number(process.env.STRESS_RUNS ?? 2);
const REPORT = ".test-reports/playwright-stress.json";

interface PlaywrightStats {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
}

/** A child process that spins one core until it is killed. */
function startCpuHog(): ChildProcess {
  return spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
}

async function main() {
  buildForSandboxOn(process.env.E2E_SANDBOX_PORT ?? 4010);
  const chromium = await ensureChromiumEnv();
  if (!isBuildFresh()) await buildSite();
  const figures: string[] = [];
  for (let runIndex = 1; runIndex <= RUNS; runIndex += 1) {
    rmSync(REPORT, { force: true });
    const hog = startCpuHog();
    const started = Date.now();
    let failed: Error | null = null;
    try {
      await run("npx", ["playwright", "test", "--reporter=list,json", ...process.argv.slice(2)], {
        env: { ...chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT },
      });
    } catch (error) {
      failed = error as Error;
    } finally {
      hog.kill();
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const stats = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, "utf8")) as PlaywrightStats).stats : null;
    const counts = stats ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky` : "no report";
    figures.push(`run ${runIndex} of ${RUNS}, one core busy: ${seconds} s, ${counts}`);
    console.log(`\n${figures.at(-1)}`);
    if (failed || (stats && stats.unexpected + stats.flaky > 0)) {
      console.log(`\n${figures.join("\n")}`);
      throw failed ?? new Error("A test failed under load.");
    }
  }
  console.log(`\nThe Chromium suite passed ${RUNS} times in a row with one core busy:\n${figures.join("\n")}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
