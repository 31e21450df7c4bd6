import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loyaltyQueryClient } from "../features/loyalty/core/query-client";

afterEach(() => cleanup());

// Node's BroadcastChannel reaches every worker thread of the process, so a logout in one test file would reach
// the session sync of a file running in the other worker: each worker gets channels of its own, like a browser.
class WorkerBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(`vitest-worker-${process.env.VITEST_POOL_ID}:${name}`);
  }
}
// (This file runs again for each file of a worker: the channel is replaced once.)
if (globalThis.BroadcastChannel.name !== WorkerBroadcastChannel.name) globalThis.BroadcastChannel = WorkerBroadcastChannel;

// A member call that fails is retried at once here: SPEC §9's backoff (1, 2 then 4 s) is query-client.test.ts's, and a
// component test of what a failure shows would otherwise wait 7 s for it. The three retries stay.
const defaults = loyaltyQueryClient.getDefaultOptions();
loyaltyQueryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
