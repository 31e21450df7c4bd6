/**
 * The only part of the offline feature in the first-load JavaScript: decides whether a worker may be
 * registered (SPEC §2: HTTPS or localhost) and loads the rest (workbox-window) when the browser is idle.
 */
const allowed = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  (window.location.protocol === "https:" || window.location.hostname === "localhost");

/** Its chunk name puts it in the worker's precache (src/builder/writers/write-service-worker.ts): it loads offline. */
const loadRegistration = () => import(/* webpackChunkName: "service-worker-registration" */ "./register-service-worker");

/**
 * A chunk that cannot load (offline before the worker kept it, or a new deployment) is let go: the next page
 * tries again. Left unhandled, Gatsby would reload the page to fetch it, and offline that reload fails the
 * same way, over and over, taking away any link the visitor follows meanwhile.
 */
const withRegistration = (use: (module: Awaited<ReturnType<typeof loadRegistration>>) => void) =>
  void loadRegistration().then(use, () => undefined);

export function startServiceWorker(): void {
  if (!allowed()) return;
  const register = () => withRegistration((module) => module.registerServiceWorker());
  if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}

/** After each navigation, once a worker controls the page: keep this page for offline visits. */
export function keepPageOfflineWhenControlled(pathname: string): void {
  if (!allowed() || !navigator.serviceWorker.controller) return;
  withRegistration((module) => module.keepPageOffline(pathname));
}
