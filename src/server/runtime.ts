import { loadServerConfig, runtimeEnv, type ConfigResult } from "./config";
import { RefreshReplay } from "./loyalty-proxy/refresh-replay";
import { RedisReplayStore } from "./loyalty-proxy/replay-stores";
import { RedisConnection } from "./shared-store/redis-connection";
import { GuessThrottle } from "./throttle/guess-throttle";
import { MemoryThrottleStore } from "./throttle/memory-store";
import { RedisThrottleStore } from "./throttle/redis-store";

export interface ServerRuntime {
  config: ConfigResult;
  throttle: GuessThrottle;
  refreshReplay: RefreshReplay;
}

const KEY = Symbol.for("cinema-website.server-runtime");

/** The state instances must share, in one Redis when REDIS_URL is set, else in this process's memory. */
function sharedState(config: ConfigResult): Omit<ServerRuntime, "config"> {
  const url = config.ok ? config.config.sharedStoreUrl : null;
  if (!url) return { throttle: new GuessThrottle(new MemoryThrottleStore()), refreshReplay: new RefreshReplay() };
  const redis = new RedisConnection(url);
  return {
    throttle: new GuessThrottle(new RedisThrottleStore(redis)),
    refreshReplay: new RefreshReplay(new RedisReplayStore(redis)),
  };
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
    holder[KEY] = { config, ...sharedState(config) };
  }
  return holder[KEY];
}
