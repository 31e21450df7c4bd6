import type { TakeResult, ThrottleStore } from "./throttle-store";

interface Entry {
  count: number;
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** Most counters and flags kept; the least recently touched go first. */
  maxEntries?: number;
  now?: () => number;
}

/** The throttle store of one process (the default). Map order is least recently touched first. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async take(key: string, limit: number, windowMs: number): Promise<TakeResult> {
    const now = this.now();
    const entry = this.live(key, now);
    if (entry && entry.count >= limit) return { taken: false, retryAfterMs: entry.expiresAt - now };
    this.put(key, { count: (entry?.count ?? 0) + 1, expiresAt: now + windowMs });
    return { taken: true };
  }

  async giveBack(key: string): Promise<void> {
    const entry = this.live(key, this.now());
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    this.put(key, { count: 1, expiresAt: this.now() + ttlMs });
  }

  async isMarked(key: string): Promise<boolean> {
    return this.live(key, this.now()) !== undefined;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const now = this.now();
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && old.expiresAt > now) break;
      this.entries.delete(oldKey);
    }
  }
}
