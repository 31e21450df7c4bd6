import { loadServerConfig, runtimeEnv, type ConfigResult } from "./config";
import { SecretGuessThrottle } from "./loyalty-proxy/secret-guess-throttle";

export interface ServerRuntime {
  config: ConfigResult;
  throttle: SecretGuessThrottle;
}

const KEY = Symbol.for("cinema-website.server-runtime");

/**
 * Process-wide state of the Functions. `gatsby serve` deletes a Function's module
 * from the require cache and loads it again on every request, so module-level
 * state would be new each time; globalThis outlives those reloads.
 */
export function serverRuntime(): ServerRuntime {
  const holder = globalThis as typeof globalThis & { [KEY]?: ServerRuntime };
  holder[KEY] ??= { config: loadServerConfig(runtimeEnv()), throttle: new SecretGuessThrottle() };
  return holder[KEY];
}
