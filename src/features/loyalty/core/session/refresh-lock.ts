/** One lock for the whole origin: every tab of the site refreshes the session under it (Web Locks API). */
export const REFRESH_LOCK_NAME = "loyalty-session-refresh";

/** How long a tab waits for another tab's refresh before giving up (it is then retried as "unavailable"). */
export const REFRESH_LOCK_WAIT_MS = 30_000;

/** The lock could not be had in time: another tab's refresh hangs. */
export class RefreshLockTimeoutError extends Error {}

const lockManager = (): LockManager | undefined =>
  typeof navigator !== "undefined" && typeof navigator.locks?.request === "function" ? navigator.locks : undefined;

/** Where the Web Locks API is absent: the tab refreshing and until when, in localStorage, shared by the tabs. */
export const REFRESH_LEASE_KEY = "loyalty.refreshLease";
/** A refresh takes less: a lease older than this was left by a tab closed mid-refresh. */
const LEASE_MS = 10_000;
/** Two tabs writing the lease at once: the last write wins, each reads it back after this. */
const LEASE_SETTLE_MS = 30;
const LEASE_POLL_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLease(): { id: string; until: number } | null {
  try {
    return JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? "null") as { id: string; until: number } | null;
  } catch {
    return null;
  }
}

/**
 * The lock's stand-in without Web Locks (old browsers, non-secure origins): a lease in localStorage, taken
 * when free or expired, confirmed after a moment (the last of two simultaneous writers wins). Storage refused
 * (private modes): `work` runs at once, and the refresh relies on its other guard (a refusal clears only
 * its own tokens).
 */
async function withStorageLease<T>(work: () => Promise<T>): Promise<T> {
  const id = `${Date.now()}-${Math.random()}`;
  const giveUpAt = Date.now() + REFRESH_LOCK_WAIT_MS;
  try {
    for (;;) {
      const lease = readLease();
      if (!lease || lease.until < Date.now()) {
        localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ id, until: Date.now() + LEASE_MS }));
        await wait(LEASE_SETTLE_MS);
        if (readLease()?.id === id) break;
      }
      if (Date.now() > giveUpAt) throw new RefreshLockTimeoutError("Another tab holds the refresh lease");
      await wait(LEASE_POLL_MS);
    }
  } catch (error) {
    if (error instanceof RefreshLockTimeoutError) throw error;
    return work();
  }
  try {
    return await work();
  } finally {
    if (readLease()?.id === id) localStorage.removeItem(REFRESH_LEASE_KEY);
  }
}

/**
 * Runs `work` while holding the refresh lock, so tabs of the same browser refresh
 * one after another and each sees the tokens the previous one stored. Where the
 * Web Locks API is absent, a lease in localStorage stands in for it.
 */
export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return withStorageLease(work);
  const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(REFRESH_LOCK_WAIT_MS) : undefined;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { mode: "exclusive", ...(signal ? { signal } : {}) }, work);
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw new RefreshLockTimeoutError("Another tab holds the refresh lock");
    throw error;
  }
}
