import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort, waitForUrl } from "./local-servers";
import { supervise, type SupervisedProcess } from "./supervise";

// A real child process: a tiny HTTP server, killed as a crash would kill it. The restart delays are supervise's own
// timers: the tests move its clock (how long a restart takes on a machine is not theirs to bound).
const server = (port: number) => ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`];

let supervised: SupervisedProcess | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await supervised?.stop();
});

/** Kills the running child as a crash would; resolves once supervise has seen it go (its exit listener runs first). */
async function crash(child: ChildProcess): Promise<void> {
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
}

describe("supervise", () => {
  it("starts a crashed process again after its delay, twice as long for a second crash in a row", async () => {
    const port = await freePort();
    const logs: string[] = [];
    supervised = supervise({
      name: "test server",
      command: process.execPath,
      args: server(port),
      stdio: "ignore",
      initialDelayMs: 100,
      log: (message) => logs.push(message),
    });
    await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
    for (const [round, delayMs] of [
      [1, 100],
      [2, 200],
    ] as const) {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const before = supervised.current()!;
      await crash(before);
      vi.advanceTimersByTime(delayMs - 1);
      expect(supervised.current()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(supervised.current()).not.toBeNull();
      expect(supervised.current()).not.toBe(before);
      expect(supervised.restarts()).toBe(round);
      vi.useRealTimers();
      await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
    }
    expect(logs).toEqual([
      "test server stopped (SIGKILL); restarting in 100 ms.",
      "test server stopped (SIGKILL); restarting in 200 ms.",
    ]);
  }, 30_000);

  it("does not restart what it was asked to stop", async () => {
    const port = await freePort();
    supervised = supervise({ name: "test server", command: process.execPath, args: server(port), stdio: "ignore" });
    await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await supervised.stop();
    // Only the restart matters here: other code's timers (fetch's connection pool) may be pending too.
    vi.advanceTimersByTime(60_000);
    expect(supervised.current()).toBeNull();
    expect(supervised.restarts()).toBe(0);
  }, 15_000);
});
