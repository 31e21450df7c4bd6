import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpack from "webpack";
import { afterAll, describe, expect, it } from "vitest";
import { BuildFilesPlugin } from "./build-files-webpack-plugin";

const root = mkdtempSync(path.join(tmpdir(), "build-files-plugin-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A browser bundle named as Gatsby names it, in public/: the shell, a chunk loaded on demand with a licence, a font. */
function build(version: string): Promise<void> {
  writeFileSync(
    path.join(root, "app.js"),
    `window.later = () => import("./member"); window.font = new URL("./font.woff2", import.meta.url);`,
  );
  writeFileSync(path.join(root, "member.js"), `/*! member licence */\nexport default function Member() { return "${version}"; }`);
  writeFileSync(path.join(root, "font.woff2"), "font");
  const compiler = webpack({
    mode: "production",
    context: root,
    entry: { app: "./app.js" },
    output: {
      path: path.join(root, "public"),
      filename: "[name]-[contenthash].js",
      chunkFilename: "[name]-[contenthash].js",
      assetModuleFilename: "static/[name]-[hash][ext]",
    },
    devtool: "source-map",
    plugins: [new BuildFilesPlugin(root)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve())),
  );
}

const recorded = () => JSON.parse(readFileSync(path.join(root, ".cache", "build-files", "webpack.json"), "utf8")) as string[];

describe("BuildFilesPlugin", () => {
  it("records every hashed file of this build's bundle, the chunks loaded on demand too, and none of an earlier build", async () => {
    await build("first");
    const first = recorded();
    await build("second");
    const second = recorded();
    const memberChunk = second.find((name) => /^\d+-[0-9a-f]{20}\.js$/.test(name));
    expect(second).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^app-[0-9a-f]{20}\.js$/),
        memberChunk,
        `${memberChunk}.LICENSE.txt`,
        expect.stringMatching(/^static\/font-[0-9a-f]{20,}\.woff2$/),
      ]),
    );
    // public/ holds both builds' chunks; the record, this build's only (no source map: it never stays in public/).
    const replaced = first.filter((name) => !second.includes(name));
    expect(replaced).toHaveLength(3);
    expect(readdirSync(path.join(root, "public"))).toEqual(
      expect.arrayContaining(replaced.filter((name) => !name.includes("/"))),
    );
    expect(second.filter((name) => name.endsWith(".map"))).toEqual([]);
  }, 60_000);
});
