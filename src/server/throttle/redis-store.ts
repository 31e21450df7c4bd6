import { createClient } from "@redis/client";
import type { TakeResult, ThrottleStore } from "./throttle-store";

// Check and count in one step (Redis runs a script atomically): the same
// semantics as MemoryThrottleStore, for every instance sharing the Redis.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[2]) end
  return {0, ttl}
end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, 0}
`;

// DECR keeps the key's expiry.
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** How long a call waits for the (first) connection before the guess answers 503. */
const CONNECT_TIMEOUT_MS = 2000;

/** Throttle counters in Redis (THROTTLE_REDIS_URL), shared by every instance of the site. */
export class RedisThrottleStore implements ThrottleStore {
  private readonly client;
  private readonly connected: Promise<unknown>;

  constructor(url: string) {
    this.client = createClient({
      url,
      // A command while disconnected fails at once (503) instead of waiting in a queue.
      disableOfflineQueue: true,
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    // Connection errors surface as failed commands; without a listener they would crash the process.
    this.client.on("error", () => undefined);
    this.connected = this.client.connect();
    this.connected.catch(() => undefined);
  }

  private async ready() {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("Redis connection timed out")), CONNECT_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.connected, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this.client;
  }

  async take(key: string, limit: number, windowMs: number): Promise<TakeResult> {
    const client = await this.ready();
    const reply = (await client.eval(TAKE, { keys: [key], arguments: [String(limit), String(Math.ceil(windowMs))] })) as [
      number,
      number,
    ];
    return reply[0] === 1 ? { taken: true } : { taken: false, retryAfterMs: reply[1] };
  }

  async giveBack(key: string): Promise<void> {
    await (await this.ready()).eval(GIVE_BACK, { keys: [key] });
  }

  async clear(key: string): Promise<void> {
    await (await this.ready()).del(key);
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    await (await this.ready()).set(key, "1", { expiration: { type: "PX", value: Math.ceil(ttlMs) } });
  }

  async isMarked(key: string): Promise<boolean> {
    return (await (await this.ready()).exists(key)) === 1;
  }

  async close(): Promise<void> {
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }
}
