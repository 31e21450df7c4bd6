import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base, { SANDBOX_URL, SITE_URL } from "./playwright.config";
import { gatsbyServeCommand, gatsbyServeEnv } from "./scripts/gatsby-serve";
import { VARIANT_LOYALTY, variantSiteDir } from "./scripts/variant-site";

// The settings variant (scripts/variant-site.ts: a version-1 site, provider NONE, with a reCAPTCHA key), built in a
// scratch copy by `npm run test:e2e:variant` and served from there; the sandbox plays the same provider (its circuit
// id follows that provider's rule, as the site's does) and wants a captcha token for each protected call
// (sandbox/src/domain/captcha.ts). Same ports as the main suite: the two run one after the other.
const SITE_PORT = new URL(SITE_URL).port;
const sandboxDb = path.join(tmpdir(), `cinema-e2e-variant-${process.pid}.sqlite`);

export default defineConfig({
  ...base,
  testDir: "tests/e2e-variant",
  webServer: [
    {
      command: "npx tsx sandbox/src/main.ts",
      url: `${SANDBOX_URL}/sandbox/health`,
      env: {
        SANDBOX_DB: sandboxDb,
        SANDBOX_PORT: new URL(SANDBOX_URL).port,
        SANDBOX_PROVIDER: VARIANT_LOYALTY.provider,
        SANDBOX_CAPTCHA: "required",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: gatsbyServeCommand(Number(SITE_PORT)),
      cwd: variantSiteDir(),
      url: SITE_URL,
      env: { LOYALTY_API_URL: SANDBOX_URL, ...gatsbyServeEnv },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
