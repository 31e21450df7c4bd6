import { loadServerConfig, runtimeEnv, type ConfigResult } from "./config";
import { RefreshReplay } from "./loyalty-proxy/refresh-replay";
import { GuessThrottle } from "./throttle/guess-throttle";
import { MemoryThrottleStore } from "./throttle/memory-store";
import { RedisThrottleStore } from "./throttle/redis-store";
import type { ThrottleStore } from "./throttle/throttle-store";

export interface ServerRuntime {
  config: ConfigResult;
  throttle: GuessThrottle;
  refreshReplay: RefreshReplay;
}

const KEY = Symbol.for("cinema-website.server-runtime");

/** Redis when THROTTLE_REDIS_URL is set (counters shared by every instance), else this process's memory. */
function throttleStore(config: ConfigResult): ThrottleStore {
  const url = config.ok ? config.config.throttleRedisUrl : null;
  return url ? new RedisThrottleStore(url) : new MemoryThrottleStore();
}

/**
 * Process-wide state of the Functions. `gatsby serve` deletes a Function's module
 * from the require cache and loads it again on every request, so module-level
 * state would be new each time; globalThis outlives those reloads.
 */
export function serverRuntime(): ServerRuntime {
  const holder = globalThis as typeof globalThis & { [KEY]?: ServerRuntime };
  if (!holder[KEY]) {
    const config = loadServerConfig(runtimeEnv());
    holder[KEY] = { config, throttle: new GuessThrottle(throttleStore(config)), refreshReplay: new RefreshReplay() };
  }
  return holder[KEY];
}
