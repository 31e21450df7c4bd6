/** SPEC §9: ad updates are throttled to 500 ms. */
export const AD_UPDATE_THROTTLE_MS = 500;

/** Runs at once, then at most once per `ms` with the latest arguments. */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: A | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    if (latest) run(...latest);
    latest = null;
  };
  const call = (...args: A) => {
    latest = args;
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) fire();
    else timer ??= setTimeout(fire, Math.max(wait, 0));
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    latest = null;
  };
  return call;
}
