import type { Compiler } from "webpack";
import { recordBuildFiles } from "./build-files";

/**
 * Records the files the browser bundle of this build is made of (build-files.ts keeps them and the previous
 * build's in public/): webpack's own list of what it emitted, since public/ holds earlier builds' files too and
 * `webpack.stats.json` names only the chunks of named groups, not those loaded on demand nor the licence files.
 */
export class BuildFilesPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise("BuildFilesPlugin", (compilation) =>
      recordBuildFiles(
        this.root,
        "webpack",
        compilation.getAssets().map(({ name }) => name),
      ),
    );
  }
}
