import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { isBuildFresh } from "../scripts/build-stamp";
import { freePort, startGatsbyServe, startSandbox } from "../scripts/local-servers";
import { buildSite } from "../scripts/run";
import { startCountingTap, type CountingTap } from "./abuse/counting-tap";
import { fuzzApiRequest, fuzzBody, randomSource, type FuzzRequest } from "./abuse/fuzz-requests";
import {
  distributedScenario,
  fakeClockProxy,
  mostInWindow,
  runScenario,
  scenarios,
  sendOverHttp,
  WINDOW_MS,
} from "./abuse/throttle";
import { chunkedUpload } from "./abuse/upload";

/**
 * npm run bench:abuse: the proxy probed as an attacker would (issue 7, "Measure"), against
 * `gatsby serve` of the production build and a sandbox behind a counting relay:
 * 1. fuzzed bodies to /api/loyalty and fuzzed requests to other /api/* paths: 5xx of the
 *    proxy's own (not an upstream failure it reports) and error answers that are not JSON;
 * 2. a 1 GiB chunked multipart upload (and a 1 GiB chunked JSON body): the server's RSS growth
 *    and how soon it refuses;
 * 3. the throttle: wrong guesses that reach the backend, per address, over the real limits on
 *    the real server (one 15-minute window) and over 24 hours on a fake clock.
 * FUZZ_BODIES (default 10,000) and FUZZ_SEED change the fuzzing.
 */
const FUZZ_BODIES = Number(process.env.FUZZ_BODIES ?? 10_000);
const FUZZ_OTHER = Math.round(FUZZ_BODIES / 20);
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const CONCURRENCY = 16;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const SIMULATED_PACE_MS = 10_000; // one attempt every 10 s of fake time

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));

interface FuzzTally {
  sent: number;
  noAnswer: number;
  proxy5xx: number;
  upstream5xx: number;
  nonJsonErrors: number;
  relayedInAskedFormat: number;
  byCode: Map<string, number>;
  examples: string[];
}

const describe = (request: FuzzRequest) =>
  `${request.method} ${request.path} ${new TextDecoder().decode(request.body?.slice(0, 120) ?? new Uint8Array())}`;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Sends the request line as written (fetch would normalise `/api/%2e%2e/` away or refuse `/api/%`). */
function sendRaw(site: string, fuzzed: FuzzRequest): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site);
    const sent = request(
      { host: hostname, port, path: fuzzed.path, method: fuzzed.method, headers: fuzzed.headers, agent, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "",
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    sent.on("timeout", () => sent.destroy(new Error("no answer within 15 s")));
    sent.on("error", reject);
    sent.end(fuzzed.body);
  });
}

async function sendFuzz(site: string, request: FuzzRequest, tally: FuzzTally): Promise<void> {
  tally.sent += 1;
  let status: number;
  let contentType: string;
  let text: string;
  try {
    ({ status, contentType, text } = await sendRaw(site, request));
  } catch (error) {
    tally.noAnswer += 1;
    if (tally.examples.length < 5) tally.examples.push(`no answer (${(error as Error).message}): ${describe(request)}`);
    return;
  }
  let code: string | undefined;
  let json = false;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    json = true;
    code = typeof parsed.error?.code === "string" ? parsed.error.code : undefined;
  } catch {
    // not JSON
  }
  const key = `${status} ${code ?? (json ? "(backend JSON)" : contentType.split(";")[0] || "(no type)")}`;
  tally.byCode.set(key, (tally.byCode.get(key) ?? 0) + 1);
  if (status >= 500 && code?.startsWith("UPSTREAM_")) tally.upstream5xx += 1;
  else if (status >= 500) {
    tally.proxy5xx += 1;
    if (tally.examples.length < 5) tally.examples.push(`${key}: ${describe(request)}`);
  }
  if (status >= 400 && !(json && contentType.startsWith("application/json"))) {
    // A call that asked for raw or blob gets the backend's answer relayed as it asked: not an error of ours.
    if (json && (request.askedFormat === "raw" || request.askedFormat === "blob")) tally.relayedInAskedFormat += 1;
    else {
      tally.nonJsonErrors += 1;
      if (tally.examples.length < 5) tally.examples.push(`non-JSON ${key}: ${describe(request)}`);
    }
  }
}

async function fuzz(site: string): Promise<FuzzTally> {
  const random = randomSource(SEED);
  const requests = [
    ...Array.from({ length: FUZZ_BODIES }, () => fuzzBody(random)),
    ...Array.from({ length: FUZZ_OTHER }, () => fuzzApiRequest(random)),
  ];
  const tally: FuzzTally = {
    sent: 0,
    noAnswer: 0,
    proxy5xx: 0,
    upstream5xx: 0,
    nonJsonErrors: 0,
    relayedInAskedFormat: 0,
    byCode: new Map(),
    examples: [],
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) await sendFuzz(site, requests[next++]!, tally);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return tally;
}

function check(label: string, ok: boolean): boolean {
  console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
  return ok;
}

async function throttleFigures(site: string, tap: CountingTap) {
  console.log(
    "\nThrottle: wrong guesses reaching the backend, per address (each attack from its own address, one attempt after another)",
  );
  console.log(
    `${"attack".padEnd(46)}${"real server, 60 at once".padStart(24)}${"fake clock: most in 15 min".padStart(28)}${"in 24 h".padStart(9)}${"avg / 15 min".padStart(14)}`,
  );
  const overHttp = sendOverHttp(site);
  let proxy5xx = 0;
  for (const [index, scenario] of scenarios("http").entries()) {
    const real = await runScenario(scenario, 60, overHttp, tap, () => 0);
    const simulated = fakeClockProxy(tap.url);
    const fake = await runScenario(scenarios("fake")[index]!, DAY / SIMULATED_PACE_MS, simulated.send, tap, simulated.clock, () =>
      simulated.advance(SIMULATED_PACE_MS),
    );
    proxy5xx += real.statuses5xx + fake.statuses5xx;
    console.log(
      `${scenario.name.padEnd(46)}${String(real.reached.length).padStart(24)}${String(mostInWindow(fake.reached, WINDOW_MS)).padStart(28)}${String(fake.reached.length).padStart(9)}${(fake.reached.length / 96).toFixed(1).padStart(14)}`,
    );
  }
  const simulated = fakeClockProxy(tap.url);
  const spread = await runScenario(
    distributedScenario("fake"),
    (6 * HOUR) / SIMULATED_PACE_MS,
    simulated.send,
    tap,
    simulated.clock,
    () => simulated.advance(SIMULATED_PACE_MS),
  );
  console.log(
    `\nOne account guessed from a new address every 10 s (fake clock, 6 h): most in one hour ${mostInWindow(spread.reached, HOUR)}, in 6 h ${spread.reached.length} (per-account limit for addresses that never logged in to it).`,
  );
  console.log(
    `Real server: 60 attempts in a row, all within one window, over the real limits. Fake clock: the proxy's handler in this process with the memory store on a fake clock, one attempt every ${SIMULATED_PACE_MS / 1000} s for 24 h, forwarding for real to the sandbox.`,
  );
  return proxy5xx;
}

async function main(): Promise<void> {
  if (!isBuildFresh()) await buildSite();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-abuse-"));
  try {
    const sandboxPort = await freePort();
    children.push(await startSandbox(sandboxPort, path.join(dataDir, "loyalty.sqlite")));
    const tap = await startCountingTap(`http://127.0.0.1:${sandboxPort}`);
    const sitePort = await freePort();
    const server = await startGatsbyServe(sitePort, { LOYALTY_API_URL: tap.url, TRUST_PROXY: "1" });
    children.push(server);
    const site = `http://127.0.0.1:${sitePort}`;

    const startedAt = performance.now();
    const tally = await fuzz(site);
    const fuzzSeconds = (performance.now() - startedAt) / 1000;
    const survived = server.exitCode === null && server.signalCode === null;
    console.log(
      `\nFuzzing: ${FUZZ_BODIES.toLocaleString("en")} fuzzed bodies to /api/loyalty and ${FUZZ_OTHER} fuzzed requests to other /api/* paths (seed ${SEED}), ${fuzzSeconds.toFixed(0)} s; ${tap.calls.length} reached the sandbox`,
    );
    for (const [key, count] of [...tally.byCode].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(6)}  ${key}`);
    console.log(
      `  5xx from the proxy itself ${tally.proxy5xx}; upstream failures reported (UPSTREAM_*) ${tally.upstream5xx}; no answer ${tally.noAnswer}; non-JSON errors ${tally.nonJsonErrors} (backend answers relayed as the call asked, raw or blob: ${tally.relayedInAskedFormat})`,
    );
    for (const example of tally.examples) console.log(`  e.g. ${example}`);

    console.log("\nUploads: 1 GiB chunked bodies (no Content-Length) to /api/loyalty");
    const uploads = [];
    for (const type of ["multipart/form-data; boundary=----bench", "application/json"]) {
      const result = await chunkedUpload(`${site}/api/loyalty`, server.pid!, type, 1024);
      uploads.push(result);
      console.log(
        `  ${type.padEnd(40)} ${result.status} ${result.code ?? "(not JSON)"} after ${result.refusedAfterMs.toFixed(0)} ms (${result.sentMiB.toFixed(0)} MiB handed over by then); server RSS +${result.rssGrowthMiB.toFixed(1)} MiB`,
      );
    }

    const throttle5xx = await throttleFigures(site, tap);
    console.log("");
    const multipart = uploads[0]!;
    const ok = [
      check(
        `${tally.sent.toLocaleString("en")} fuzzed requests sent, each answered (${tally.noAnswer} without an answer)`,
        tally.noAnswer === 0,
      ),
      check("gatsby serve still running after the fuzzing", survived),
      check(`0 5xx from the proxy itself (${tally.proxy5xx + throttle5xx})`, tally.proxy5xx + throttle5xx === 0),
      check(`0 non-JSON error answers from /api/* (${tally.nonJsonErrors})`, tally.nonJsonErrors === 0),
      check(
        `1 GiB multipart upload refused in < 1 s (${multipart.refusedAfterMs.toFixed(0)} ms), JSON ${multipart.code ?? "?"}`,
        multipart.refusedAfterMs < 1000 && multipart.status === 415,
      ),
      check(
        `server RSS grows < 50 MiB for each 1 GiB upload (${uploads.map((u) => u.rssGrowthMiB.toFixed(1)).join(", ")} MiB)`,
        uploads.every((u) => u.rssGrowthMiB < 50),
      ),
    ];
    await tap.close();
    if (!ok.every(Boolean)) process.exitCode = 1;
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
