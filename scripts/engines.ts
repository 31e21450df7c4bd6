import { existsSync } from "node:fs";
import { isBuildFresh } from "./build-stamp";
import { buildSite, run } from "./run";

/** What the engine journeys need from the system (Debian packages; nothing is downloaded). */
const REQUIREMENTS: [path: string, what: string][] = [
  [process.env.FIREFOX_PATH || "/usr/bin/firefox-esr", "Firefox ESR (apt-get install firefox-esr)"],
  ["/usr/bin/WebKitWebDriver", "WebKitWebDriver (apt-get install webkit2gtk-driver)"],
  [
    process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0, with webkit2gtk-driver)",
  ],
  ["/usr/bin/xvfb-run", "a virtual display (apt-get install xvfb xauth)"],
];

/**
 * `npm run test:engines`: the journeys of tests/engines/ in Firefox ESR and WebKitGTK against the production
 * build (built when stale), one browser at a time. ENGINES=firefox or ENGINES=webkit runs one alone; extra
 * arguments go to vitest (e.g. `-t "listing"`).
 */
export async function runEngineJourneys(vitestArgs: string[] = []): Promise<void> {
  const missing = REQUIREMENTS.filter(([path]) => !existsSync(path)).map(([, what]) => what);
  if (missing.length > 0) throw new Error(`The engine journeys need: ${missing.join("; ")}.`);
  await run("npx", ["vitest", "run", "--config", "vitest.engines.config.mts", ...vitestArgs]);
}

if (process.argv[1]?.endsWith("engines.ts")) {
  // As scripts/e2e.ts: the build's ticketing URL and preview origin follow the sandbox's port.
  const sandbox = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4010}`;
  process.env.TICKETING_URL ||= `${sandbox}/ticketing`;
  process.env.GATSBY_PREVIEW_ORIGIN ||= sandbox;
  (async () => {
    if (!isBuildFresh()) await buildSite();
    await runEngineJourneys(process.argv.slice(2));
  })().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
