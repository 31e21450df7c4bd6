export interface ThrottleOptions {
  /** Failures in a row that block a key. */
  maxFailures?: number;
  /** How long a blocked key stays blocked. */
  blockMs?: number;
  /** A key untouched this long is forgotten (its failures with it). */
  idleMs?: number;
  /** Most keys remembered; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

export type ThrottleOutcome = "success" | "failure" | "neutral";
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Entry {
  failures: number;
  inFlight: number;
  blockedUntil: number;
  touchedAt: number;
}

/**
 * Counts failed secret guesses per key ("ip:…", "email:…") in memory. Attempts
 * still in flight count against the limit, so parallel guesses cannot overshoot it.
 */
export class SecretGuessThrottle {
  readonly maxFailures: number;
  readonly blockMs: number;
  private readonly idleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();

  constructor(options: ThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.blockMs = options.blockMs ?? 15 * 60_000;
    this.idleMs = options.idleMs ?? 60 * 60_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Refuses when any key is blocked; otherwise counts one attempt in flight for every key. */
  begin(keys: readonly string[]): ThrottleDecision {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const entry = this.current(key, now);
      if (!entry) continue;
      if (entry.blockedUntil > now) waitMs = Math.max(waitMs, entry.blockedUntil - now);
      else if (entry.failures + entry.inFlight >= this.maxFailures) waitMs = Math.max(waitMs, 1000);
    }
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const key of keys) this.touch(key, now).inFlight += 1;
    return { allowed: true };
  }

  /** Settles attempts begun with the same keys: a success clears them, a failure counts. */
  finish(keys: readonly string[], outcome: ThrottleOutcome): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.touch(key, now);
      entry.inFlight = Math.max(0, entry.inFlight - 1);
      if (outcome === "success") entry.failures = 0;
      if (outcome === "failure" && ++entry.failures >= this.maxFailures) entry.blockedUntil = now + this.blockMs;
      if (entry.failures === 0 && entry.inFlight === 0) this.entries.delete(key);
    }
  }

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.isStale(entry, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private isStale(entry: Entry, now: number): boolean {
    if (entry.inFlight > 0) return false;
    const blockOver = entry.blockedUntil > 0 && entry.blockedUntil <= now;
    return blockOver || (entry.blockedUntil <= now && now - entry.touchedAt > this.idleMs);
  }

  private touch(key: string, now: number): Entry {
    const entry = this.current(key, now) ?? { failures: 0, inFlight: 0, blockedUntil: 0, touchedAt: now };
    entry.touchedAt = now;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.sweep(now);
    return entry;
  }

  /** Map order is least recently touched first: drop stale heads, then heads over the bound. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && !this.isStale(entry, now)) return;
      this.entries.delete(key);
    }
  }
}
