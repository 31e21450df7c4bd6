import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/find-chromium";

// The production build, made once through Netlify's adapter (scripts/netlify-build.ts), served by netlify-cli's local
// emulation of a deploy (docs/deploying.md), with the sandbox as the loyalty backend and the ticketing site.
export const NETLIFY_PORT = 8888;
export const NETLIFY_URL = `http://localhost:${NETLIFY_PORT}`;
export const SANDBOX_URL = "http://127.0.0.1:4010";
/** A stand-in for the site's build hook, which the daily rebuild calls (tests/netlify/daily-rebuild.spec.ts). */
export const BUILD_HOOK_PORT = 4019;

const sandboxDb = path.join(tmpdir(), `cinema-netlify-${process.pid}.sqlite`);

export default defineConfig({
  testDir: "tests/netlify",
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: NETLIFY_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    serviceWorkers: "block",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: "npx tsx sandbox/src/main.ts",
      url: `${SANDBOX_URL}/sandbox/health`,
      env: { SANDBOX_DB: sandboxDb, SANDBOX_PORT: "4010", SANDBOX_LOG_LEVEL: "warn" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The `npm-test-emulation` context serves the build already made (netlify.toml).
      command: `node_modules/.bin/netlify serve --offline --internal-disable-edge-functions --context branch:npm-test-emulation --port ${NETLIFY_PORT}`,
      url: NETLIFY_URL,
      env: {
        BROWSER: "none",
        NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true",
        LOYALTY_API_URL: SANDBOX_URL,
        BUILD_HOOK_URL: `http://127.0.0.1:${BUILD_HOOK_PORT}/build_hooks/npm-test`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
