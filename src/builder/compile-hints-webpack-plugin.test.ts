import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpack from "webpack";
import { afterAll, describe, expect, it } from "vitest";
import { CompileHintsPlugin, EAGER_COMPILE_HINT } from "./compile-hints-webpack-plugin";

const dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A site in miniature: the shell, a page component loaded with it, a chunk loaded on demand. */
function build(): Promise<Record<string, string>> {
  writeFileSync(
    path.join(dir, "app.js"),
    `import(/* webpackChunkName: "component---page" */ "./page"); window.later = () => import(/* webpackChunkName: "member-area" */ "./member");`,
  );
  writeFileSync(path.join(dir, "page.js"), `export default function Page() { return "page"; }`);
  writeFileSync(path.join(dir, "member.js"), `export default function Member() { return "member"; }`);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./app.js" },
    output: { path: path.join(dir, "out"), filename: "[name].js", chunkFilename: "[name].js" },
    optimization: { runtimeChunk: { name: "webpack-runtime" } },
    devtool: "source-map",
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString()));
      const read = (name: string) => readFileSync(path.join(dir, "out", name), "utf8");
      resolve(
        Object.fromEntries(
          ["app.js", "webpack-runtime.js", "component---page.js", "member-area.js", "app.js.map"].map((n) => [n, read(n)]),
        ),
      );
    }),
  );
}

describe("CompileHintsPlugin", () => {
  it("puts V8's eager-compile hint first in the shell and page component scripts, not in chunks loaded on demand", async () => {
    const files = await build();
    expect(files["app.js"]!.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(files["webpack-runtime.js"]!.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(files["component---page.js"]!.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(files["member-area.js"]).not.toContain("allFunctionsCalledOnLoad");
    // The source map follows the added line.
    expect((JSON.parse(files["app.js.map"]!) as { mappings: string }).mappings.startsWith(";")).toBe(true);
  }, 30_000);
});
