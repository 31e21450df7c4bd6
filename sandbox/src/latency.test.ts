import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-support/test-sandbox";

/** Wall-clock duration of one call, in milliseconds. */
async function timed(sandbox: TestSandbox, path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const { status } = await sandbox.call("GET", path);
  return { ms: performance.now() - started, status };
}

describe("SANDBOX_LATENCY_MS (a hosted backend's round trip, for benchmarks)", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ latencyMs: 150 });
  });
  afterAll(() => sandbox.close());

  it("delays the loyalty calls", async () => {
    const { ms, status } = await timed(sandbox, "/Member/GetMembershipList/1042");
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(145);
  });

  it("does not delay the sandbox's own tools", async () => {
    const { ms, status } = await timed(sandbox, "/sandbox/health");
    expect(status).toBe(200);
    expect(ms).toBeLessThan(145);
  });
});
