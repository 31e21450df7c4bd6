/** webpack's error when a chunk cannot be fetched (`ChunkLoadError`), or a bundler's own wording of it. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === "ChunkLoadError" || /loading (css )?chunk .* failed/i.test(error.message));

/** Waits before each new try: a lost connection often comes back within seconds. */
export const CHUNK_RETRY_DELAYS_MS = [1000, 3000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Code loaded on demand outside a `LazyPart` (an `import()` run by an action, not a rendered part): tried again
 * after 1 s and 3 s, since webpack fetches a chunk that failed anew at the next `import()`; then rejects with the
 * last error. The caller must handle that rejection. Left unhandled, Gatsby (cache-dir/navigation.js) takes a
 * rejected chunk for a new deployment and loads the page again: the visitor's action is lost, and offline the
 * same page fails the same way, load after load.
 */
export async function loadOnDemand<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of CHUNK_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}
