import { Workbox } from "workbox-window";
import { showUpdateNotice } from "./update-notice";

interface GatsbyWindow {
  /** Gatsby's flag: the next client-side navigation becomes a full page load. */
  ___swUpdated?: boolean;
}

const pageDataUrl = (pathname: string) => `/page-data${pathname === "/" ? "/index" : pathname.replace(/\/$/, "")}/page-data.json`;

/**
 * Asks the worker to keep the page now shown (its HTML and page data): a page reached by client-side
 * navigation never had its HTML fetched, and the very first page loaded before the worker was there.
 */
export function keepPageOffline(pathname: string, withLoadedFiles = false): void {
  const urls = [pathname, pageDataUrl(pathname), "/page-data/app-data.json"];
  // The first page's chunks and data were fetched before the worker existed: hand them over too.
  if (withLoadedFiles) {
    for (const entry of performance.getEntriesByType("resource")) {
      const url = new URL(entry.name);
      if (url.origin === window.location.origin && /\.(js|json|woff2|svg)$/.test(url.pathname)) urls.push(url.pathname);
    }
  }
  navigator.serviceWorker?.controller?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } });
}

/** Registers /sw.js (SPEC §2); a failure is only logged. A new deployment's worker is offered, never forced. */
export function registerServiceWorker(): void {
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("controlling", (event) => {
    if (!event.isUpdate) keepPageOffline(window.location.pathname, true);
  });
  workbox.addEventListener("waiting", () => {
    (window as GatsbyWindow).___swUpdated = true;
    // Leaving the page (the next navigation is a full load) lets the new worker take over.
    window.addEventListener("pagehide", () => workbox.messageSkipWaiting(), { once: true });
    showUpdateNotice(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => console.warn("Service worker registration failed:", error));
}
