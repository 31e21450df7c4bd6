import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { rewriteScriptsSlice, type BootOptions } from "./boot-script";

interface DoneHookCompiler {
  hooks: { done: { tapPromise(name: string, hook: () => Promise<void>): void } };
}

/**
 * Rewrites Gatsby's `_gatsby-scripts` slice once Gatsby has written it (at the end
 * of the browser bundle's compilation, before the pages are rendered and the slice
 * is stitched into them). Added after Gatsby's own plugins, so its `done` runs last.
 */
export class BootScriptPlugin {
  constructor(
    private readonly publicDir: string,
    private readonly options: BootOptions,
  ) {}

  apply(compiler: DoneHookCompiler): void {
    compiler.hooks.done.tapPromise("BootScriptPlugin", async () => {
      const slice = path.join(this.publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html");
      const html = await readFile(slice, "utf8");
      const rewritten = rewriteScriptsSlice(html, this.options);
      if (rewritten !== html) await writeFile(slice, rewritten);
    });
  }
}
