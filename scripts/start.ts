import { buildForSandboxOn, isBuildFresh } from "./build-stamp";
import { cinemaTimeZone } from "./daily-rebuild";
import { waitForUrl } from "./local-servers";
import { buildSite } from "./run";
import { serveSiteDaily } from "./site-in-service";
import { startSiteEnv } from "./start-site-env";
import { supervise } from "./supervise";

const SITE_PORT = Number(process.env.PORT ?? 9000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
// The sandbox plays the ticketing site and the live preview's content-management app (/sandbox/cms).
buildForSandboxOn(SANDBOX_PORT);

const DEMO_LOGINS: [string, string][] = [
  ["marie.dupont@example.fr", "active member with favourites, card, orders and points"],
  ["paul.martin@example.fr", "expired membership (stays logged out)"],
  ["lea.bernard@example.fr", "account not activated (code 26)"],
  ["hugo.petit@example.fr", "blocked account (code 1019)"],
  ["chloe.robert@example.fr", "must change password (code 1015)"],
];

const running: { stop(): Promise<void> }[] = [];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 3000).unref();
  void Promise.all(running.map((child) => child.stop())).then(() => process.exit(code));
}

async function main() {
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  if (isBuildFresh()) console.log("The build is up to date.");
  else {
    console.log("Building the site (the build is missing or older than the sources, today's date or the variables it bakes in)…");
    await buildSite();
  }
  // Both are restarted if they crash: while the sandbox is down the site keeps serving
  // pages and the proxy answers 502. The sandbox logs only warnings here, so the demo
  // logins printed below stay readable.
  running.push(
    supervise({
      name: "The loyalty sandbox",
      command: "node_modules/.bin/tsx",
      args: ["sandbox/src/main.ts"],
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_LOG_LEVEL: process.env.SANDBOX_LOG_LEVEL ?? "warn",
        SANDBOX_SITE_URL: `http://localhost:${SITE_PORT}`,
      },
    }),
  );
  await waitForUrl(`${SANDBOX_URL}/sandbox/health`);
  // `gatsby serve` behind a front door on SITE_PORT: each new day in the cinema's time zone the site is built
  // again in a scratch copy while this build keeps serving, then the door switches (scripts/site-in-service.ts).
  running.push(await serveSiteDaily(SITE_PORT, "localhost", startSiteEnv(SITE_PORT, SANDBOX_URL)));
  await waitForUrl(`http://localhost:${SITE_PORT}/`);
  console.log(`
  Cinéma L'Aurore is running: http://localhost:${SITE_PORT}/
  Loyalty sandbox: ${SANDBOX_URL} (mail outbox: ${SANDBOX_URL}/sandbox/outbox)
  Ticketing (the sandbox's stand-in): ${process.env.TICKETING_URL}
  Live preview in the content-management stand-in: ${SANDBOX_URL}/sandbox/cms

  Demo logins (password Cinema-2026! for all):
${DEMO_LOGINS.map(([email, what]) => `    ${email.padEnd(26)} ${what}`).join("\n")}

  The site is built again when a new day begins (${cinemaTimeZone()}), the current build serving meanwhile.
  Ctrl-C stops everything.
`);
}

main().catch((error: Error) => {
  console.error(error.message);
  stop(1);
});
