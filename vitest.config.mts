import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from "vitest/config";

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

/**
 * The tests run in a time zone far from the cinema's (Europe/Paris), whatever the machine's: a rule that should follow
 * Paris time and follows the machine's fails here. Kiritimati is UTC+14 without summer time: the evening in Paris
 * is the next day's morning there, and Paris's change of hour is not its own. Set before vitest starts its workers.
 */
process.env.TZ = "Pacific/Kiritimati";

const TEST_ROOTS = ["src", "sandbox", "scripts", "bench"];

/**
 * Test files that need modules of their own: they mock modules (a module already loaded by another file
 * would stay unmocked), reset the module registry (themselves or through a test-support helper they import)
 * or choose another environment or its options.
 */
const OWN_MODULES = /vi\.(mock|doMock|resetModules)\(|@vitest-environment(?! jsdom\s*$)/m;

/**
 * Test files that start a page's styled-components afresh (the build's, then the browser's: src/app/built-styles):
 * they say so with this comment, and import styled-components again after `vi.resetModules()`. Other files keep
 * Node's shared copy, so a component and the ThemeProvider a test wraps it in are of one styled-components.
 */
const FRESH_STYLED_COMPONENTS = /^\/\/ @fresh-styled-components$/m;

function testSupportSources(file: string, source: string): string[] {
  return [...source.matchAll(/from "(\.[^"]*test-support[^"]*)"/g)]
    .flatMap(([, path]) => [".ts", ".tsx"].map((ext) => join(dirname(file), `${path}${ext}`)))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, "utf8"));
}

const testFiles = TEST_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => {
      const path = `${root}/${file}`;
      const source = readFileSync(path, "utf8");
      return {
        path,
        // Component tests (*.test.tsx) and the unit tests that ask for it run in jsdom, the others in Node.
        dom: path.endsWith(".tsx") || /@vitest-environment jsdom/.test(source),
        ownModules: [source, ...testSupportSources(path, source)].some((text) => OWN_MODULES.test(text)),
        freshStyledComponents: FRESH_STYLED_COMPONENTS.test(source),
      };
    }),
);
/** A project's files: the marked files all go to the fresh project, whatever else they are, so none is left out. */
const filesOf = (dom: boolean, ownModules: boolean, freshStyledComponents = false) =>
  testFiles
    .filter((file) =>
      freshStyledComponents
        ? file.freshStyledComponents
        : !file.freshStyledComponents && file.dom === dom && file.ownModules === ownModules,
    )
    .map((file) => file.path);

const SETUP = ["./src/test/build-globals.ts", "./src/test/register-messages.ts"];
/** In jsdom, `gatsby` is its stand-in: Link an anchor, navigate a mock (no test mocks it itself). */
const gatsbyMock = { find: /^gatsby$/, replacement: fileURLToPath(new URL("./src/test/gatsby-mock.tsx", import.meta.url)) };

/**
 * A project's files either share their modules within a worker (`isolate: false`: the setup, React, jsdom,
 * the French catalogue load once per worker instead of once per file, and a worker keeps its jsdom window)
 * or each get their own (the files that need them, above).
 */
function project(name: string, dom: boolean, ownModules: boolean, freshStyledComponents = false): TestProjectInlineConfiguration {
  return {
    plugins: [jsonDetails],
    resolve: dom ? { alias: [gatsbyMock] } : {},
    test: {
      name,
      environment: dom ? "jsdom" : "node",
      include: filesOf(dom, ownModules, freshStyledComponents),
      isolate: ownModules,
      // Transformed, not Node's one shared copy: vi.resetModules gives these files a fresh styled-components.
      ...(freshStyledComponents && { server: { deps: { inline: ["styled-components"] } } }),
      // A shared window is emptied at each file's start (fresh-page.ts).
      setupFiles: dom ? [...SETUP, "./src/test/setup-dom.ts", ...(ownModules ? [] : ["./src/test/fresh-page.ts"])] : SETUP,
    },
  };
}

export default defineConfig({
  test: {
    // Most of a run is loading each file's modules (React, jsdom): one worker per core, in threads (lighter
    // to start than forks). Vitest's default leaves a core free: on a 2-core machine 164 s, now 86 s.
    pool: "threads",
    maxWorkers: "100%",
    // One loyalty sandbox per worker for the whole run, in vitest's process (src/test/test-sandboxes.ts).
    globalSetup: ["./src/test/test-sandboxes.ts"],
    // A file that renders on the server leaves React's contexts marked by the server's renderer, and the next
    // file of the worker renders them in the client's: React's warning for that is not about the site (a
    // browser never shares its React with the server), so it is not printed.
    onConsoleLog: (log) => !log.startsWith("Detected multiple renderers concurrently rendering the same context provider."),
    projects: [
      project("unit", false, false),
      project("unit-isolated", false, true),
      project("dom", true, false),
      project("dom-isolated", true, true),
      project("dom-fresh-styled-components", true, true, true),
    ],
  },
});
