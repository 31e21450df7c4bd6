import type { Compilation, Compiler } from "webpack";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk groups a first load runs whole: the shell (`app`, with the webpack runtime and React) and each page component's. */
export const runsOnLoad = (chunkGroupName: string): boolean =>
  chunkGroupName === "app" || chunkGroupName.startsWith("component---");

/**
 * Puts V8's eager-compile hint at the top of the scripts a first load runs almost entirely. Without it V8
 * pre-parses each function when the script arrives and compiles it on the main thread at its first call:
 * for the app's start and hydration that is most of the code, compiled in the middle of the longest
 * tasks. With it the script is compiled once, on a background thread while it streams in
 * (docs/performance.md). Lazy chunks (the member area, the barcode library…) are left alone: most of their
 * functions never run on a visit. Added after minification and before source maps, which follow it.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHintsPlugin", stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!runsOnLoad(name)) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
