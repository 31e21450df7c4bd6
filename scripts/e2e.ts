import { isBuildFresh } from "./build-stamp";
import { ensureChromium } from "./find-chromium";
import { buildSite, run } from "./run";

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
