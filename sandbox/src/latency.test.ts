import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildSandboxApp } from "./app";

// The delay is the sandbox's own timer: the test moves its clock and watches when the answer comes (the delay a
// visitor sees is measured by bench/response-times.ts).
const LATENCY_MS = 150;

describe("SANDBOX_LATENCY_MS (a hosted backend's round trip, for benchmarks)", () => {
  const dir = mkdtempSync(join(tmpdir(), "sandbox-latency-"));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSandboxApp({ dbFile: join(dir, "loyalty.sqlite"), scryptCost: 1024, latencyMs: LATENCY_MS });
    await app.ready();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The sandbox's answer to `url`, and whether it has come yet. */
  function ask(url: string) {
    const state = { answered: false };
    const answer = app.inject({ method: "GET", url }).then((response) => {
      state.answered = true;
      return response;
    });
    return { answer, state };
  }

  /** Until the call waits on the sandbox's timer (vi.waitFor would move the fake clock). */
  async function delayStarted() {
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  it("answers a loyalty call once the delay has passed, not before", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { answer, state } = ask("/Member/GetMembershipList/1042");
    await delayStarted();
    await vi.advanceTimersByTimeAsync(LATENCY_MS - 1);
    expect(state.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).statusCode).toBe(200);
  });

  it("answers the sandbox's own tools at once: no timer, the clock unmoved", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const response = await ask("/sandbox/health").answer;
    expect(response.statusCode).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });
});
