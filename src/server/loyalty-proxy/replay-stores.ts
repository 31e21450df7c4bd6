import type { RedisConnection } from "../shared-store/redis-connection";

/** Where the refresh replay keeps its sealed answers: this process's memory, or the Redis all instances share. */
export interface ReplayStore {
  get(key: string, now: number): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number, now: number): Promise<void>;
}

/** Bounds the memory: the oldest answers go first (a minute's refreshes of a large cinema circuit). */
const MAX_KEPT = 20_000;

/** One process's answers: enough for one instance, lost to the others (docs/deploying.md). */
export class MemoryReplayStore implements ReplayStore {
  private readonly kept = new Map<string, { value: string; until: number }>();

  async get(key: string, now: number): Promise<string | undefined> {
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.value;
    if (kept) this.kept.delete(key);
    return undefined;
  }

  async set(key: string, value: string, ttlMs: number, now: number): Promise<void> {
    this.kept.set(key, { value, until: now + ttlMs });
    for (const [oldKey, kept] of this.kept) {
      if (this.kept.size <= MAX_KEPT && kept.until > now) break;
      this.kept.delete(oldKey);
    }
  }
}

/** The answers in the shared Redis, which forgets each after its time. */
export class RedisReplayStore implements ReplayStore {
  constructor(private readonly connection: RedisConnection) {}

  async get(key: string): Promise<string | undefined> {
    return (await (await this.connection.ready()).get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await (await this.connection.ready()).set(key, value, { expiration: { type: "PX", value: Math.ceil(ttlMs) } });
  }
}
