import { defineConfig } from "vitest/config";

/**
 * `npm run test:engines`: the journeys of tests/engines/ in Firefox ESR and WebKitGTK (docs/testing.md).
 * One browser at a time, one file at a time: the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
  },
});
