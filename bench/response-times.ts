import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestSandbox } from "../sandbox/src/test-support/test-sandbox";
import { supervise } from "../scripts/supervise";
import { freePort, waitForUrl } from "../scripts/local-servers";
import { chunkedUpload, MiB, postMultipart, startBufferingServer } from "../scripts/test-support/buffering-server";
import { loadServerConfig } from "../src/server/config";
import type { ServerRequest } from "../src/server/http/types";
import { handleLoyaltyProxy, type ProxyDeps } from "../src/server/loyalty-proxy/handle-loyalty-proxy";
import { RefreshReplay } from "../src/server/loyalty-proxy/refresh-replay";
import { GuessThrottle } from "../src/server/throttle/guess-throttle";
import { MemoryThrottleStore } from "../src/server/throttle/memory-store";
import { RedisThrottleStore } from "../src/server/throttle/redis-store";
import type { ThrottleStore } from "../src/server/throttle/throttle-store";
import { median } from "./median";

// `npx tsx bench/response-times.ts`: the wall-clock figures the unit tests leave to a bench (they prove each wait on
// the code's own clock): what a delay, a time-out or a refusal takes on this machine. Median of BENCH_ROUNDS (5).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ms = (value: number) => `${Math.round(value)} ms`;

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The sandbox with SANDBOX_LATENCY_MS=150 (sandbox/src/latency.test.ts). */
async function sandboxLatency(): Promise<string> {
  const sandbox = await startTestSandbox({ latencyMs: 150 });
  try {
    const loyalty = await medianMs(() => sandbox.call("GET", "/Member/GetMembershipList/1042"));
    const tool = await medianMs(() => sandbox.call("GET", "/sandbox/health"));
    return `Sandbox, SANDBOX_LATENCY_MS=150: a loyalty call ${ms(loyalty)}, one of its own tools ${ms(tool)}`;
  } finally {
    await sandbox.close();
  }
}

const login: ServerRequest = {
  method: "POST",
  headers: { "content-type": "application/json" },
  rawBody: new TextEncoder().encode(
    JSON.stringify({ method: "POST", route: "/Member/v3/Login", format: "json", body: { email: "a@b.fr", password: "x" } }),
  ),
  clientAddress: "203.0.113.7",
};
const proxyDeps = (upstream: string, store: ThrottleStore = new MemoryThrottleStore()): ProxyDeps => {
  const config = loadServerConfig({ LOYALTY_API_URL: upstream, LOYALTY_UPSTREAM_TIMEOUT_MS: "200" });
  return { fetch, config, throttle: new GuessThrottle(store), refreshReplay: new RefreshReplay(), now: Date.now, log: () => {} };
};

/** The proxy before a silent upstream (upstream-errors.test.ts) and with its Redis down (redis-store.test.ts). */
async function proxyWaits(): Promise<string[]> {
  const silent = http.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const upstream = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  try {
    const timeout = await medianMs(() => handleLoyaltyProxy(login, proxyDeps(upstream)));
    const redisDown = await medianMs(async () => {
      const store = new RedisThrottleStore("redis://127.0.0.1:1");
      await handleLoyaltyProxy(login, proxyDeps(upstream, store));
      await store.close();
    });
    return [
      `Proxy, LOYALTY_UPSTREAM_TIMEOUT_MS=200, a silent upstream: 504 after ${ms(timeout)}`,
      `Proxy, its Redis down: a guess answered 503 after ${ms(redisDown)} (the connection's wait is 2 s)`,
    ];
  } finally {
    silent.closeAllConnections();
    silent.close();
  }
}

/** A crashed child started again by scripts/supervise.ts with a first delay of 100 ms (supervise.test.ts). */
async function restart(): Promise<string> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`;
  const supervised = supervise({
    name: "bench server",
    command: process.execPath,
    args: ["-e", code],
    stdio: "ignore",
    initialDelayMs: 100,
    healthyAfterMs: 0,
    log: () => {},
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
    const crashToAnswer = await medianMs(async () => {
      supervised.current()?.kill("SIGKILL");
      await waitUntil(() => supervised.current() === null);
      await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
    });
    return `supervise, first delay 100 ms: a crashed server answers again ${ms(crashToAnswer)} after its crash`;
  } finally {
    await supervised.stop();
  }
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A 1 GiB multipart upload refused by scripts/refuse-uploads.cjs (refuse-uploads.test.ts). */
async function uploadRefusal(): Promise<string> {
  const server = await startBufferingServer();
  try {
    let sent = 0;
    const refusal = await medianMs(async () => {
      const upload = chunkedUpload(1024 * MiB);
      await (await postMultipart(server.base, upload)).text();
      sent = upload.sent();
    });
    return `refuse-uploads.cjs: a 1 GiB multipart upload refused in ${ms(refusal)}, ${sent / MiB} MiB of it sent`;
  } finally {
    server.stop();
  }
}

async function main() {
  for (const figures of [sandboxLatency, proxyWaits, restart, uploadRefusal]) {
    for (const line of [await figures()].flat()) console.log(line);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
