import { spawn, type ChildProcess } from "node:child_process";
import { isBuildFresh } from "./build-stamp";
import { gatsbyServeArgs, gatsbyServeEnv } from "./gatsby-serve";
import { waitForUrl } from "./local-servers";
import { buildSite } from "./run";

const SITE_PORT = Number(process.env.PORT ?? 9000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

const DEMO_LOGINS: [string, string][] = [
  ["marie.dupont@example.fr", "active member with favourites, card, orders and points"],
  ["paul.martin@example.fr", "expired membership (stays logged out)"],
  ["lea.bernard@example.fr", "account not activated (code 26)"],
  ["hugo.petit@example.fr", "blocked account (code 1019)"],
  ["chloe.robert@example.fr", "must change password (code 1015)"],
];

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  void Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on("exit", resolve)))),
  ).then(() => process.exit(code));
}

async function main() {
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  if (isBuildFresh()) console.log("The build is up to date.");
  else {
    console.log("Building the site (the build is missing or older than the sources or the play week)…");
    await buildSite();
  }
  // The sandbox logs only warnings here, so the demo logins printed below stay readable.
  start("The loyalty sandbox", "node_modules/.bin/tsx", ["sandbox/src/main.ts"], {
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_LOG_LEVEL: process.env.SANDBOX_LOG_LEVEL ?? "warn",
  });
  await waitForUrl(`${SANDBOX_URL}/sandbox/health`);
  start("gatsby serve", process.execPath, gatsbyServeArgs(SITE_PORT), {
    LOYALTY_API_URL: SANDBOX_URL,
    ...gatsbyServeEnv,
  });
  await waitForUrl(`http://localhost:${SITE_PORT}/`);
  console.log(`
  Cinéma L'Aurore is running: http://localhost:${SITE_PORT}/
  Loyalty sandbox: ${SANDBOX_URL} (mail outbox: ${SANDBOX_URL}/sandbox/outbox)

  Demo logins (password Cinema-2026! for all):
${DEMO_LOGINS.map(([email, what]) => `    ${email.padEnd(26)} ${what}`).join("\n")}

  Ctrl-C stops everything.
`);
}

main().catch((error: Error) => {
  console.error(error.message);
  stop(1);
});
