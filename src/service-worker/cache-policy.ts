/**
 * What the service worker may keep: shared by the worker (sw.ts) and its unit test. Framework-free.
 * Never kept: the member calls (/api/*), anything whose address carries a token or personal details,
 * and any answer marked private or no-store.
 */

/** Query names of SPEC §2 that carry a token, a code or personal details. */
const PRIVATE_QUERY_NAMES = new Set(["token", "resetCode", "uid", "email", "requestData", "return"]);

export const CACHE_NAMES = {
  pages: "cinema-pages",
  pageData: "cinema-page-data",
  assets: "cinema-assets",
  files: "cinema-files",
} as const;

/** Entries kept per cache (the oldest go first). */
export const CACHE_LIMITS = { pages: 40, pageData: 60, assets: 80, files: 60 } as const;

/** The offline page the worker precaches and answers unvisited pages with. */
export const OFFLINE_PAGE_URL = "/offline.html";

export function isNeverCached(url: URL): boolean {
  if (url.pathname.startsWith("/api/") || url.pathname === "/api") return true;
  for (const name of url.searchParams.keys()) if (PRIVATE_QUERY_NAMES.has(name)) return true;
  return false;
}

/** An answer the worker may store: complete, and not marked private by the server. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.type === "opaque") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(no-store|private)\b/i.test(cacheControl)) return false;
  return !response.headers.has("Set-Cookie");
}

export const isPageData = (url: URL) => url.pathname.startsWith("/page-data/");
/** A page's HTML address: the site's pages all end with a slash (trailingSlash "always"), plus the error pages. */
export const isPagePath = (url: URL) => url.pathname.endsWith("/") || /^\/(404|500)\.html$/.test(url.pathname);
/** Gatsby's JavaScript and CSS files and the build's fonts: their names change when their content does. */
export const isHashedAsset = (url: URL) =>
  /^\/[^/]+-[0-9a-f]{8,}\.(js|css)$/.test(url.pathname) || /^\/static\/.+\.(woff2?|css|js)$/.test(url.pathname);
/**
 * Files of static/ and of the build kept by path: the build's film images, posters drawn or not (every format a
 * <picture> may choose: AVIF, WebP, JPEG), later programme weeks, logo.
 */
export const isSiteFile = (url: URL) =>
  /^\/(programme|images)\//.test(url.pathname) || /\.(svg|png|webp|avif|jpe?g|ico)$/.test(url.pathname);

/** One cache entry per page, whatever its query (filters of the listing, utm_ parameters). */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Links to the cached pages, for the offline page: title from each page's <title>, escaped. */
export function cachedPagesList(pages: readonly { url: string; html: string }[]): string {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[e]!,
    );
  return pages
    .map(({ url, html }) => {
      const path = new URL(url).pathname;
      const title = decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || path);
      return `<li><a href="${escape(path)}">${escape(title)}</a></li>`;
    })
    .join("");
}

/** Where the offline page's list goes (rendered empty by the page, filled by the worker). */
export const CACHED_PAGES_PLACEHOLDER = /(<ul[^>]*data-offline-cached-pages[^>]*>)(<\/ul>)/;
