/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHED_PAGES_PLACEHOLDER,
  cachedPagesList,
  isHashedAsset,
  isNeverCached,
  isPageData,
  isPagePath,
  isSiteFile,
  isStorable,
  OFFLINE_PAGE_URL,
  pageCacheKey,
} from "./cache-policy";

declare const self: ServiceWorkerGlobalScope;
/** Written by the build (src/builder/writers/write-service-worker.ts). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const storableOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null) };
const limit = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });
const onePerPage: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) };

// A new deployment's worker waits until the page agrees (« Nouvelle version disponible ») or no page is open.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

/** The worker's business: same-origin requests that carry no member call, token or personal detail. */
const mayHandle = (url: URL) => sameOrigin(url) && !isNeverCached(url);
// Every other request (member calls, tokens, other sites) matches no route: the browser sends it itself.

// Pages and their data: the network first (a deployment shows at once), the last copy when offline or slow.
registerRoute(
  // Navigations, and the page's own request to keep it (CACHE_URLS, not a navigation).
  ({ request, url }) => mayHandle(url) && (request.mode === "navigate" || isPagePath(url)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 4,
    plugins: [storableOnly, onePerPage, limit(CACHE_LIMITS.pages)],
  }),
);
registerRoute(
  ({ url }) => mayHandle(url) && isPageData(url),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pageData,
    networkTimeoutSeconds: 4,
    plugins: [storableOnly, limit(CACHE_LIMITS.pageData)],
  }),
);
registerRoute(
  ({ url }) => mayHandle(url) && isHashedAsset(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), limit(CACHE_LIMITS.assets)],
  }),
);
registerRoute(
  ({ url }) => mayHandle(url) && isSiteFile(url),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.files, plugins: [storableOnly, limit(CACHE_LIMITS.files)] }),
);

/** A page never visited, offline: the offline page with links to the pages kept on this device. */
async function offlinePage(): Promise<Response> {
  const offline = await matchPrecache(OFFLINE_PAGE_URL);
  if (!offline) return Response.error();
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => ({ url: request.url, html: (await (await cache.match(request))?.text()) ?? "" })),
  );
  const html = (await offline.text()).replace(
    CACHED_PAGES_PLACEHOLDER,
    (_, open: string, close: string) => open + cachedPagesList(pages) + close,
  );
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

setCatchHandler(async ({ request }) => (request.mode === "navigate" ? offlinePage() : Response.error()));
