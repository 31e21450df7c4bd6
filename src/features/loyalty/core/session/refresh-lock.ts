/** One lock for the whole origin: every tab of the site refreshes the session under it (Web Locks API). */
export const REFRESH_LOCK_NAME = "loyalty-session-refresh";

/** How long a tab waits for another tab's refresh before giving up (it is then retried as "unavailable"). */
export const REFRESH_LOCK_WAIT_MS = 30_000;

/** The lock could not be had in time: another tab's refresh hangs. */
export class RefreshLockTimeoutError extends Error {}

const lockManager = (): LockManager | undefined =>
  typeof navigator !== "undefined" && typeof navigator.locks?.request === "function" ? navigator.locks : undefined;

/**
 * Runs `work` while holding the refresh lock, so tabs of the same browser refresh
 * one after another and each sees the tokens the previous one stored. Where the
 * Web Locks API is absent (old browsers, non-secure origins) `work` runs at once:
 * the refresh then relies on its other guard (a refusal clears only its own tokens).
 */
export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return work();
  const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(REFRESH_LOCK_WAIT_MS) : undefined;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { mode: "exclusive", ...(signal ? { signal } : {}) }, work);
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw new RefreshLockTimeoutError("Another tab holds the refresh lock");
    throw error;
  }
}
