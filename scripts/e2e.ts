import { buildForSandboxOn, isBuildFresh } from "./build-stamp";
import { ensureChromiumEnv } from "./find-chromium";
import { buildSite, run } from "./run";

// Suites on other ports (E2E_SANDBOX_PORT) get a working hand-off and preview (tests/e2e/cms-stand-in.spec.ts).
buildForSandboxOn(process.env.E2E_SANDBOX_PORT ?? 4010);

/** End-to-end tests: a fresh production build, served by `gatsby serve`, with the sandbox. */
async function main() {
  const chromium = await ensureChromiumEnv();
  if (!isBuildFresh()) await buildSite();
  await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env: chromium });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
