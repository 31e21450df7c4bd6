/**
 * The only part of the offline feature in the first-load JavaScript: decides whether a worker may be
 * registered (SPEC §2: HTTPS or localhost) and loads the rest (workbox-window) when the browser is idle.
 */
const allowed = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  (window.location.protocol === "https:" || window.location.hostname === "localhost");

const loadRegistration = () => import("./register-service-worker");

export function startServiceWorker(): void {
  if (!allowed()) return;
  const register = () => void loadRegistration().then((module) => module.registerServiceWorker());
  if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}

/** After each navigation, once a worker controls the page: keep this page for offline visits. */
export function keepPageOfflineWhenControlled(pathname: string): void {
  if (!allowed() || !navigator.serviceWorker.controller) return;
  void loadRegistration().then((module) => module.keepPageOffline(pathname));
}
