import { RedisConnection } from "../shared-store/redis-connection";
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

/** Throttle counters in the shared Redis (REDIS_URL), the same for every instance of the site. */
export class RedisThrottleStore implements ThrottleStore {
  private readonly connection: RedisConnection;

  constructor(connection: RedisConnection | string) {
    this.connection = typeof connection === "string" ? new RedisConnection(connection) : connection;
  }

  private ready() {
    return this.connection.ready();
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
    await this.connection.close();
  }
}
