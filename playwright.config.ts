import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { gatsbyServeCommand } from "./scripts/gatsby-serve";

export const SITE_URL = "http://localhost:9000";
export const SANDBOX_URL = "http://127.0.0.1:4010";

// Each run gets a fresh sandbox database, seeded with the demo data.
const sandboxDb = path.join(tmpdir(), `cinema-e2e-${process.pid}.sqlite`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: SITE_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: "npx tsx sandbox/src/main.ts",
      url: `${SANDBOX_URL}/sandbox/health`,
      env: { SANDBOX_DB: sandboxDb, SANDBOX_PORT: "4010" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: gatsbyServeCommand(9000),
      url: SITE_URL,
      env: { LOYALTY_API_URL: SANDBOX_URL, GATSBY_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
