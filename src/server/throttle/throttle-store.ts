export type TakeResult = { taken: true } | { taken: false; retryAfterMs: number };

/**
 * Where throttle counters live: process memory (the default) or Redis, shared by
 * every instance (THROTTLE_REDIS_URL). Both give the same answers:
 *
 * - a counter is forgotten `windowMs` after the last unit taken, so any stretch
 *   of `windowMs` holds at most `limit` units (no burst at a window boundary);
 * - `take` checks and counts in one atomic step, so parallel calls cannot
 *   overshoot the limit.
 */
export interface ThrottleStore {
  /** Refuses when the counter is at `limit` (with the time until it is forgotten); else adds one and restarts its window. */
  take(key: string, limit: number, windowMs: number): Promise<TakeResult>;
  /** Gives one unit back (a call that turned out not to be a failed guess); never below zero. */
  giveBack(key: string): Promise<void>;
  /** Forgets a counter. */
  clear(key: string): Promise<void>;
  /** Sets a flag that lasts `ttlMs`. */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  close?(): Promise<void>;
}
