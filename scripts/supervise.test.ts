import { afterEach, describe, expect, it } from "vitest";
import { freePort, waitForUrl } from "./local-servers";
import { supervise, type SupervisedProcess } from "./supervise";

// A real child process: a tiny HTTP server, killed as a crash would kill it.
const server = (port: number) => ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`];

let supervised: SupervisedProcess | undefined;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
afterEach(async () => supervised?.stop());

describe("supervise", () => {
  it("starts a crashed process again within a second, with growing delays", async () => {
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
    for (const round of [1, 2]) {
      const before = supervised.current()!;
      before.kill("SIGKILL");
      await new Promise((resolve) => before.once("exit", resolve));
      const crashedAt = Date.now();
      // The restart itself (a new child spawned) is what supervise times; the child's own start-up
      // depends on the machine's load, so it only has to answer again.
      await waitFor(() => supervised!.current() !== null && supervised!.current() !== before, 5_000);
      expect(Date.now() - crashedAt).toBeLessThan(1_000);
      await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
      expect(supervised.restarts()).toBe(round);
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
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(supervised.current()).toBeNull();
    expect(supervised.restarts()).toBe(0);
  }, 15_000);
});
