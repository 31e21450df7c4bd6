import { buildForSandboxOn } from "./build-stamp";
import { ensureChromiumEnv } from "./find-chromium";
import { run } from "./run";
import { ensureVariantSite } from "./variant-site";

/**
 * `npm run test:e2e:variant`: the end-to-end specs of the settings variant (tests/e2e-variant/), against
 * a build of it in a scratch copy of the project (scripts/variant-site.ts), rebuilt only when the sources
 * changed. Extra arguments go to Playwright.
 */
export async function runVariantE2e(playwrightArgs: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<void> {
  buildForSandboxOn(process.env.E2E_SANDBOX_PORT ?? 4010);
  const chromium = await ensureChromiumEnv();
  await ensureVariantSite();
  await run("npx", ["playwright", "test", "--config", "playwright.variant.config.ts", ...playwrightArgs], {
    env: { ...chromium, ...env },
  });
}

if (process.argv[1]?.endsWith("e2e-variant.ts")) {
  runVariantE2e(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
