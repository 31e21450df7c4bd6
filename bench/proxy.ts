import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isBuildFresh } from "../scripts/build-stamp";
import { buildSite } from "../scripts/run";
import { freePort, startGatsbyServe, waitForUrl } from "./serve";

/**
 * GetMember with a live session: directly against the sandbox, through /api/loyalty
 * under `gatsby serve`, and through the same compiled Function loaded once by a
 * bare Node host (what a Functions host does; `gatsby serve` reloads the bundle on
 * every request). Then login on its own. BENCH_SECONDS shortens the GetMember runs.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LOGIN_SECONDS = Math.min(10, SECONDS);
const CONNECTIONS = 50;
// The throttle lets at most 10 guesses per email be in flight; the demo has one member.
const LOGIN_CONNECTIONS = 8;
const DEMO = { email: "marie.dupont@example.fr", password: "Cinema-2026!" };
const FUNCTION_BUNDLE = path.resolve(".cache/functions/loyalty.js");

interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
interface Row { name: string; completed: number; rps: number; p50: number; p99: number; errors: number }

const children: ChildProcess[] = [];
const start = (command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess => {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  children.push(child);
  return child;
};

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill("SIGKILL"), 5000);
          child.once("exit", () => (clearTimeout(force), done()));
          child.kill("SIGTERM");
        }),
    ),
  );
}

/** A bare Node host that loads the compiled Function once, as a Functions platform would. */
const ONCE_LOADED_HOST = `
const fn = require(process.env.BENCH_FUNCTION);
const handler = fn.default || fn;
require("node:http").createServer((req, res) => { req.originalUrl = req.url; handler(req, res); })
  .listen(Number(process.env.BENCH_PORT), "127.0.0.1");`;

async function login(sandbox: string): Promise<string> {
  const response = await fetch(`${sandbox}/Member/v3/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  const body = (await response.json()) as { sessionManagementTokens?: { boxofficeSessionToken?: string } };
  const token = body.sessionManagementTokens?.boxofficeSessionToken;
  if (!token) throw new Error(`Demo login failed (HTTP ${response.status})`);
  return token;
}

async function run(cannon: Cannon, name: string, options: Record<string, unknown>): Promise<Row> {
  const result = await cannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    name,
    completed: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Waits until a server has worked through the requests left queued by a run. */
async function drain(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<void> {
  await fetch(url, { ...init, signal: AbortSignal.timeout(300_000) }).catch(() => undefined);
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

function print(rows: Row[]): void {
  console.log(`\n${"run".padEnd(46)}${cell("req/s", 8)}${cell("p50 ms", 8)}${cell("p99 ms", 8)}${cell("errors", 8)}`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(46)}${cell(r.rps.toFixed(0), 8)}${cell(r.p50, 8)}${cell(r.p99, 8)}${cell(r.errors, 8)}`);
  }
}

function checks(direct: Row, proxied: Row, label: string): boolean {
  const results = [
    [`0 errors (direct ${direct.errors}, proxy ${proxied.errors})`, direct.errors === 0 && proxied.errors === 0],
    [`>= 1,000 req/s through the proxy (${proxied.rps.toFixed(0)})`, proxied.rps >= 1000],
    [
      `proxy p50 <= 1.5 x direct p50 (${proxied.p50} vs ${direct.p50} ms, ${proxied.completed} answered)`,
      proxied.completed > 0 && proxied.p50 <= 1.5 * Math.max(direct.p50, 1),
    ],
  ] as const;
  for (const [text, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}: ${text}`);
  return results.every(([, ok]) => ok);
}

interface Targets { sandbox: string; served: string; once: string }

async function startServices(dataDir: string): Promise<Targets> {
  const [sandboxPort, servePort, hostPort] = [await freePort(), await freePort(), await freePort()];
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  const db = path.join(dataDir, "loyalty.sqlite");
  start("node_modules/.bin/tsx", ["sandbox/src/main.ts"], { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: db });
  await waitForUrl(`${sandbox}/`);
  const env = { LOYALTY_API_URL: sandbox };
  children.push(await startGatsbyServe(servePort, env));
  start(process.execPath, ["-e", ONCE_LOADED_HOST], { ...env, BENCH_FUNCTION: FUNCTION_BUNDLE, BENCH_PORT: String(hostPort) });
  const once = `http://127.0.0.1:${hostPort}/api/loyalty`;
  await waitForUrl(once);
  return { sandbox, served: `http://127.0.0.1:${servePort}/api/loyalty`, once };
}

async function runAll(cannon: Cannon, { sandbox, served, once }: Targets): Promise<Row[]> {
  const token = await login(sandbox);
  const direct = { url: `${sandbox}/Member/v3/GetMember`, headers: { "x-session-token": token } };
  const viaProxy = {
    method: "POST",
    headers: { "content-type": "application/json", "x-loyalty-session": token },
    body: JSON.stringify({ method: "GET", route: "/Member/v3/GetMember", format: "json" }),
  };
  const loginRun = { connections: LOGIN_CONNECTIONS, duration: LOGIN_SECONDS, method: "POST", headers: { "content-type": "application/json" } };
  const loginDirect = { ...loginRun, url: `${sandbox}/Member/v3/Login`, body: JSON.stringify(DEMO) };
  const loginProxied = { ...loginRun, body: JSON.stringify({ method: "POST", route: "/Member/v3/Login", format: "json", body: DEMO }) };
  const conn = `${LOGIN_CONNECTIONS} conn`;
  // gatsby serve goes last and is drained after: it keeps working through its backlog after a run.
  const rows = [
    await run(cannon, "GetMember direct (sandbox)", direct),
    await run(cannon, "GetMember via proxy (Function loaded once)", { url: once, ...viaProxy }),
    await run(cannon, `Login direct (${conn})`, loginDirect),
    await run(cannon, `Login via proxy, loaded once (${conn})`, { ...loginProxied, url: once }),
    await run(cannon, "GetMember via proxy (gatsby serve)", { url: served, ...viaProxy }),
  ];
  await drain(served, viaProxy);
  rows.push(await run(cannon, `Login via proxy, gatsby serve (${conn})`, { ...loginProxied, url: served }));
  return rows;
}

async function main(): Promise<void> {
  const specifier = "autocannon"; // untyped package: typed by CannonResult above
  const cannon = ((await import(specifier)) as { default: Cannon }).default;
  if (!existsSync("public") || !existsSync(FUNCTION_BUNDLE)) await buildSite();
  else if (!isBuildFresh()) console.warn("Note: public/ and .cache/functions may predate the sources (npm run build).");
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-proxy-"));
  try {
    const rows = await runAll(cannon, await startServices(dataDir));
    print(rows);
    console.log(`\nGetMember: ${SECONDS} s x ${CONNECTIONS} connections each; login: ${LOGIN_SECONDS} s.`);
    const servedOk = checks(rows[0]!, rows[4]!, "gatsby serve");
    checks(rows[0]!, rows[1]!, "Function loaded once");
    if (!servedOk) process.exitCode = 1;
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
