import { readdirSync, readFileSync } from "node:fs";
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

const UNIT_ROOTS = ["src", "sandbox", "scripts"];

/**
 * Unit test files that need modules of their own: they mock modules (a module already loaded by another file
 * would stay unmocked), reset the module registry or choose another environment.
 */
const needsOwnModules = (source: string) => /vi\.(mock|doMock|resetModules)\(|@vitest-environment/.test(source);

function unitTestFiles() {
  return UNIT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
      .map((file) => `${root}/${file}`),
  );
}

const isolatedUnitFiles = unitTestFiles().filter((file) => needsOwnModules(readFileSync(file, "utf8")));

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
          include: UNIT_ROOTS.map((root) => `${root}/**/*.test.ts`),
          exclude: isolatedUnitFiles,
          // The files of a worker share their modules: the setup (the French catalogue, the sandbox's modules)
          // loads once per worker instead of once per file, which halves the unit tests' CPU time.
          isolate: false,
          setupFiles: ["./src/test/build-globals.ts", "./src/test/register-messages.ts"],
        },
      },
      {
        plugins: [jsonDetails],
        test: {
          name: "unit-isolated",
          environment: "node",
          include: isolatedUnitFiles,
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
