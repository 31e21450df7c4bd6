import { isBuildFresh } from "./build-stamp";
import { ensureChromium } from "./find-chromium";
import { buildSite, run } from "./run";

// The sandbox plays the ticketing site: the build's ticketing URL follows its port (E2E_SANDBOX_PORT),
// so suites on other ports get a working hand-off (the build stamp follows TICKETING_URL).
process.env.TICKETING_URL ||= `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4010}/ticketing`;
// Its content-management stand-in frames the preview pages (tests/e2e/cms-stand-in.spec.ts).
process.env.GATSBY_PREVIEW_ORIGIN ||= `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4010}`;

/** End-to-end tests: a fresh production build, served by `gatsby serve`, with the sandbox. */
async function main() {
  const chromium = await ensureChromium();
  if (!isBuildFresh()) await buildSite();
  await run("npx", ["playwright", "test", ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
