import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PEACH_SUCCESS, UPSTREAM_SESSION_HEADER } from "../../src/lib/loyalty-api";
import { REPO_ROOT } from "./config/site";
import { DEMO_PASSWORD } from "./seed";

const dir = mkdtempSync(join(tmpdir(), "loyalty-durability-"));
const dbFile = join(dir, "data", "loyalty.sqlite");
const running = new Set<ChildProcess>();

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

/** Starts the sandbox in one node process (tsx as a loader: no npx or tsx wrapper between the signal and the server). */
async function startSandboxProcess(): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, SANDBOX_DB: dbFile, SANDBOX_PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const healthy = await fetch(`${baseUrl}/sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sandbox did not start:\n${output}`);
}

/** Resolves once the process has exited and its output is all read ("close", not "exit": the last log line may still be in the pipe). */
function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  if (child.pid !== undefined) process.kill(-child.pid, signal);
  return exited.finally(() => running.delete(child));
}

afterAll(async () => {
  for (const child of running) await stop(child, "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const json = async (response: Promise<Response>): Promise<Record<string, unknown>> =>
  (await (await response).json()) as Record<string, unknown>;
const post = (baseUrl: string, path: string, body: object, token?: string) =>
  json(
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { [UPSTREAM_SESSION_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    }),
  );

describe("durability of the data file", () => {
  it("keeps every committed write through kill -9 and a restart", async () => {
    const first = await startSandboxProcess();
    const login = await post(first.baseUrl, "/Member/v3/Login", { email: "marie.dupont@example.fr", password: DEMO_PASSWORD });
    const token = (login.sessionManagementTokens as { boxofficeSessionToken: string }).boxofficeSessionToken;
    expect((await post(first.baseUrl, "/Member/v3/Edit", { firstName: "Marie-Durable" }, token)).peachCode).toBe(PEACH_SUCCESS);
    const created = await post(first.baseUrl, "/Member/v3/Create", {
      email: "durable@example.fr",
      password: DEMO_PASSWORD,
      firstName: "Dura",
      lastName: "Ble",
    });
    expect(created.peachCode).toBe(PEACH_SUCCESS);
    await stop(first.child, "SIGKILL");

    const second = await startSandboxProcess();
    const marie = await json(fetch(`${second.baseUrl}/sandbox/members/marie.dupont%40example.fr`));
    expect(marie.memberDetails).toMatchObject({ firstName: "Marie-Durable" });
    expect((await json(fetch(`${second.baseUrl}/sandbox/members/durable%40example.fr`))).status).toBe("not_activated");
    const member = await json(fetch(`${second.baseUrl}/Member/v3/GetMember`, { headers: { [UPSTREAM_SESSION_HEADER]: token } }));
    expect(member.peachCode).toBe(PEACH_SUCCESS);
    expect((await json(fetch(`${second.baseUrl}/sandbox/health`))).members).toBe(6);

    // A graceful stop closes the data file and exits cleanly.
    await stop(second.child, "SIGTERM");
    expect(second.output()).toContain("shutting down");
    // node:sqlite prints an ExperimentalWarning before Node 24.15 (engines): the sandbox's console has none.
    expect(second.output()).not.toMatch(/\(node:\d+\) \w*Warning/);
  }, 60_000);
});
