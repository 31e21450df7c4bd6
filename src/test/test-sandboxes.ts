import type { TestProject } from "vitest/node";
import { startTestSandbox } from "../../sandbox/src/test-support/test-sandbox";

declare module "vitest" {
  export interface ProvidedContext {
    /** The base URL of each worker's loyalty sandbox: worker VITEST_POOL_ID uses entry VITEST_POOL_ID - 1. */
    testSandboxes: string[];
  }
}

/**
 * vitest's global setup: one test sandbox (sandbox/src/test-support/test-sandbox.ts) per worker, started once
 * per run in vitest's own process. Two files running at once never have the same VITEST_POOL_ID, so never the
 * same sandbox; each file starts its own with fresh demo data (POST /sandbox/test/reset, test-loyalty-backend.ts).
 */
export default async function startTestSandboxes(project: TestProject): Promise<() => Promise<void>> {
  const count = project.vitest.config.maxWorkers;
  const sandboxes = await Promise.all(Array.from({ length: count }, () => startTestSandbox({ testTools: true })));
  project.provide(
    "testSandboxes",
    sandboxes.map((sandbox) => sandbox.baseUrl),
  );
  return async () => {
    await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
  };
}
