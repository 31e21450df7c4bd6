import { loadServerConfig, runtimeEnv, type ConfigResult } from "./config";
import { GuessThrottle } from "./throttle/guess-throttle";
import { MemoryThrottleStore } from "./throttle/memory-store";

export interface ServerRuntime {
  config: ConfigResult;
  throttle: GuessThrottle;
}

const KEY = Symbol.for("cinema-website.server-runtime");

/**
 * Process-wide state of the Functions. `gatsby serve` deletes a Function's module
 * from the require cache and loads it again on every request, so module-level
 * state would be new each time; globalThis outlives those reloads.
 */
export function serverRuntime(): ServerRuntime {
  const holder = globalThis as typeof globalThis & { [KEY]?: ServerRuntime };
  holder[KEY] ??= { config: loadServerConfig(runtimeEnv()), throttle: new GuessThrottle(new MemoryThrottleStore()) };
  return holder[KEY];
}
