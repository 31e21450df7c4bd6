import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROXY_REFRESH_HEADER, UPSTREAM_REFRESH_HEADER } from "../../lib/loyalty-api";
import { GUESS_LIMITS } from "../throttle/guess-policy";
import { hasRedisServer, REDIS_SERVER, startRedisServer } from "../throttle/redis-server";

if (!hasRedisServer) console.warn(`Skipping the shared store's two-instance tests: ${REDIS_SERVER} is not installed.`);

/** A loyalty backend that rotates refresh tokens (each refresh refuses the token it replaced) and knows one password. */
function startBackend(): Promise<{ url: string; refreshes: () => number; close: () => void }> {
  let live = "refresh-1";
  let issued = 1;
  let refreshes = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.url?.startsWith("/Member/v3/RefreshLogin")) {
        refreshes += 1;
        if (req.headers[UPSTREAM_REFRESH_HEADER] !== live) return answer(401, { peachCode: 2, statusCode: 401 });
        issued += 1;
        live = `refresh-${issued}`;
        return answer(200, {
          statusCode: 0,
          sessionManagementTokens: { boxofficeSessionToken: `session-${issued}`, boxofficeRefreshSessionToken: live },
        });
      }
      const { password } = JSON.parse(body || "{}") as { password?: string };
      return answer(200, { peachCode: password === "Cinema-2026!" ? 0 : 31 });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        refreshes: () => refreshes,
        close: () => server.close(),
      }),
    ),
  );
}

/** One instance of the /api/loyalty Function in its own process (scripts/test-support/serve-loyalty-function.ts). */
function startInstance(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/test-support/serve-loyalty-function.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the instance exited (${code})`)));
    child.stdout.on("data", (data: Buffer) => {
      const port = /listening (\d+)/.exec(data.toString())?.[1];
      if (port) resolve({ port: Number(port), child });
    });
  });
}

async function call(port: number, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/api/loyalty`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const refresh = (port: number, token: string) =>
  call(port, { method: "GET", route: "/Member/v3/RefreshLogin", format: "json" }, { [PROXY_REFRESH_HEADER]: token });
const logIn = (port: number, email: string, password: string) =>
  call(port, { method: "POST", route: "/Member/v3/Login", format: "json", body: { email, password } });

describe.skipIf(!hasRedisServer)("two instances of the site's Functions sharing one Redis (REDIS_URL)", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let backend: Awaited<ReturnType<typeof startBackend>>;
  let instances: { port: number; child: ChildProcess }[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    backend = await startBackend();
    const env = { REDIS_URL: redis.url, LOYALTY_API_URL: backend.url, TRUST_PROXY: "false", CLIENT_ADDRESS_HEADER: "" };
    instances = await Promise.all([startInstance(env), startInstance(env)]);
  }, 60_000);
  afterAll(() => {
    for (const { child } of instances) child.kill();
    backend?.close();
    redis?.stop();
  });

  it("give the same new tokens for one refresh token, sent to each: the member stays logged in", async () => {
    const [a, b] = instances.map(({ port }) => port) as [number, number];
    const first = await refresh(a, "refresh-1");
    expect(first.status).toBe(200);
    // The answer was lost on its way back; the browser's retry lands on the other instance.
    const again = await refresh(b, "refresh-1");
    expect(again).toEqual(first);
    expect(backend.refreshes()).toBe(1);
    expect(JSON.parse(again.text)).toMatchObject({ sessionManagementTokens: { boxofficeRefreshSessionToken: "refresh-2" } });
  });

  it("hold one throttle between them: a stranger's guesses spread over both are counted together", async () => {
    const [a, b] = instances.map(({ port }) => port) as [number, number];
    const statuses: number[] = [];
    for (let i = 0; i <= GUESS_LIMITS.address.limit; i++) {
      statuses.push((await logIn(i % 2 ? a : b, `user${i}@example.fr`, "Azerty123!")).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await logIn(a, "someone@example.fr", "x")).status).toBe(429);
  });
});
