import { defineConfig, type Plugin } from "vitest/config";

/**
 * `content/theater.json?details` (src/config/theater-details.ts) is the file under a query, a module
 * of its own for webpack; tests read the file itself.
 */
const jsonDetails: Plugin = {
  name: "json-details",
  enforce: "pre",
  resolveId(source, importer) {
    return source.endsWith(".json?details")
      ? this.resolve(source.slice(0, -"?details".length), importer, { skipSelf: true })
      : null;
  },
};

// Unit tests (*.test.ts) run in Node; component tests (*.test.tsx) in jsdom.
export default defineConfig({
  test: {
    // Most of a run is loading each file's modules (React, jsdom): one worker per core, in threads (lighter
    // to start than forks). Vitest's default leaves a core free: on a 2-core machine 164 s, now 86 s.
    pool: "threads",
    maxWorkers: "100%",
    projects: [
      {
        plugins: [jsonDetails],
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["./src/test/build-globals.ts", "./src/test/register-messages.ts"],
        },
      },
      {
        plugins: [jsonDetails],
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/test/build-globals.ts", "./src/test/register-messages.ts", "./src/test/setup-dom.ts"],
        },
      },
    ],
  },
});
