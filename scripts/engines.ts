import { buildForSandboxOn, isBuildFresh } from "./build-stamp";
import { missingRequirements } from "../tests/engines/support/requirements";
import { selectedEngines } from "../tests/engines/support/engine";
import { buildSite, run } from "./run";

/**
 * `npm run test:engines`: the journeys of tests/engines/ in Firefox ESR and WebKitGTK against the production
 * build (built when stale), one browser at a time. ENGINES=firefox or ENGINES=webkit runs one alone; extra
 * arguments go to vitest (e.g. `-t "listing"`).
 */
export async function runEngineJourneys(vitestArgs: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const missing = missingRequirements(selectedEngines());
  if (missing.length > 0) throw new Error(`The engine journeys need: ${missing.join("; ")}.`);
  await run("npx", ["vitest", "run", "--config", "vitest.engines.config.mts", ...vitestArgs], { env });
}

if (process.argv[1]?.endsWith("engines.ts")) {
  buildForSandboxOn(process.env.E2E_SANDBOX_PORT ?? 4010);
  (async () => {
    if (!isBuildFresh()) await buildSite();
    await runEngineJourneys(process.argv.slice(2));
  })().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
