import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/find-chromium";
import { gatsbyServeCommand, gatsbyServeEnv } from "./scripts/gatsby-serve";

// The ticketing hand-off goes to the sandbox at the build's ticketing URL: `npm run test:e2e`
// builds with TICKETING_URL on E2E_SANDBOX_PORT (default 4010, as content/site.json); other ports
// are for running a second suite beside a first one.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 9000);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The tag of a test of what the browser paints, and when: `test("…", { tag: PAINT_TAG }, …)`. */
export const PAINT_TAG = "@paint";
const PAINT = new RegExp(PAINT_TAG);

const chromiumLaunch = (executablePath: string | undefined) => ({
  executablePath: executablePath || "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});

// Each run gets a fresh sandbox database, seeded with the demo data.
const sandboxDb = path.join(tmpdir(), `cinema-e2e-${process.pid}.sqlite`);

export default defineConfig({
  testDir: "tests/e2e",
  // Two tests at a time, any two (fullyParallel: a long spec does not leave a worker idle at the end), against
  // one site and one sandbox: a test that changes an account's state makes its own member
  // (tests/e2e/support/new-member.ts), so the demo members stay as every test expects.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers keep both cores busy: a test runs about 1.6 times slower than alone (the longest, 18 s alone,
  // took 29 s), so each test and each expectation gets twice Playwright's default time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: SITE_URL,
    locale: "fr-FR",
    // A visitor outside France: the site must still show the cinema's (Paris) times.
    timezoneId: "America/Cayenne",
    trace: "retain-on-failure",
    // The site registers a service worker on localhost; requests it answers escape page.route. Specs that
    // test the worker opt in with test.use({ serviceWorkers: "allow" }) (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
  },
  // Tests of what the browser paints, and when (the first paint, layout shifts, the largest paint), are tagged
  // PAINT and run in the browser visitors run. The rest run in Chromium's headless shell, the same engine without
  // the browser's window, on about half the CPU time; its frames are not the browser's (it drew a parsing frame
  // without the animation frame before it that the browser always runs: docs/testing.md).
  projects: [
    {
      name: "chromium",
      grep: PAINT,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch(process.env.CHROMIUM_PATH) },
    },
    {
      name: "headless-shell",
      grepInvert: PAINT,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch(process.env.CHROMIUM_HEADLESS_SHELL_PATH || process.env.CHROMIUM_PATH),
      },
    },
  ],
  webServer: [
    {
      command: "npx tsx sandbox/src/main.ts",
      url: `${SANDBOX_URL}/sandbox/health`,
      env: { SANDBOX_DB: sandboxDb, SANDBOX_PORT: String(SANDBOX_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: gatsbyServeCommand(SITE_PORT),
      url: SITE_URL,
      env: { LOYALTY_API_URL: SANDBOX_URL, ...gatsbyServeEnv },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
