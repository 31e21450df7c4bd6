/**
 * What `gatsby-link` is in the browser bundle (src/builder/webpack.ts): its functions as Gatsby 5.16 writes them,
 * without its `Link`, which the site never renders (SiteLink renders an `<a>`, src/components/site-link) and which
 * shipped on every first load all the same (a class, its prop types, reach-router's Link: 1.2 KB gzip).
 */

declare const __BASE_PATH__: string | undefined;
declare const __PATH_PREFIX__: string | undefined;
declare const __TRAILING_SLASH__: "always" | "never" | "ignore" | "legacy" | undefined;

interface ParsedPath {
  pathname: string;
  search: string;
  hash: string;
}

export function parsePath(path: string | undefined): ParsedPath {
  let pathname = path || "/";
  let search = "";
  let hash = "";
  const hashIndex = pathname.indexOf("#");
  if (hashIndex !== -1) {
    hash = pathname.slice(hashIndex);
    pathname = pathname.slice(0, hashIndex);
  }
  const searchIndex = pathname.indexOf("?");
  if (searchIndex !== -1) {
    search = pathname.slice(searchIndex);
    pathname = pathname.slice(0, searchIndex);
  }
  return { pathname, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
}

const isLocalLink = (path: string) => !/^[a-zA-Z][a-zA-Z\d+\-.]*?:/.test(path);

export function withPrefix(path: string, prefix: string | undefined = __BASE_PATH__): string {
  if (!isLocalLink(path) || path.startsWith("./") || path.startsWith("../")) return path;
  const base = prefix ?? __PATH_PREFIX__ ?? "/";
  return `${base.endsWith("/") ? base.slice(0, -1) : base}${path.startsWith("/") ? path : `/${path}`}`;
}

export const withAssetPrefix = (path: string): string => withPrefix(path, __PATH_PREFIX__);

/** gatsby-page-utils' `applyTrailingSlashOption`, on the path's pathname only. */
function withTrailingSlashOption(path: string): string {
  const option = typeof __TRAILING_SLASH__ !== "undefined" ? __TRAILING_SLASH__ : undefined;
  if (option !== "always" && option !== "never") return path;
  const { pathname, search, hash } = parsePath(path);
  const isFile = /\.(html|json|js|map|txt|xml|pdf)$/.test(pathname);
  const slashed = pathname.endsWith("/");
  let output = pathname;
  if (pathname !== "/" && !isFile) {
    if (option === "always" && !slashed) output = `${pathname}/`;
    if (option === "never" && slashed) output = pathname.slice(0, -1);
  }
  return `${output}${search}${hash}`;
}

/** reach-router's `resolve`: a relative path against the page's, as if the page were a folder (`..` goes up one). */
function resolve(to: string, base: string): string {
  const [toPathname = "", query] = to.split("?");
  const basePathname = base.split("?")[0]!;
  const withQuery = (pathname: string) => (query ? `${pathname}?${query}` : pathname);
  const segments = (pathname: string) => pathname.replace(/(^\/+|\/+$)/g, "").split("/");
  const toSegments = segments(toPathname);
  if (toSegments[0] === "") return withQuery(basePathname);
  const baseSegments = segments(basePathname);
  if (!toSegments[0]!.startsWith(".")) {
    return withQuery(`${basePathname === "/" ? "" : "/"}${[...baseSegments, ...toSegments].join("/")}`);
  }
  const resolved: string[] = [];
  for (const segment of [...baseSegments, ...toSegments]) {
    if (segment === "..") resolved.pop();
    else if (segment !== ".") resolved.push(segment);
  }
  return withQuery(`/${resolved.join("/")}`);
}

/** A link's path as Gatsby navigates to it: prefixed, relative ones resolved against the page, its trailing slash. */
function rewriteLinkPath(path: string, relativeTo: string): string {
  if (!isLocalLink(path)) return path;
  return withTrailingSlashOption(path.startsWith("/") ? withPrefix(path) : resolve(path, relativeTo));
}

export function navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): void {
  const target = typeof to === "number" ? to : rewriteLinkPath(to, window.location.pathname);
  (window as unknown as { ___navigate: (to: string | number, options?: unknown) => void }).___navigate(target, options);
}

/** Gatsby's Link is left out: every link of the site is a SiteLink (lint forbids importing Link). */
export function Link(): never {
  throw new Error("Gatsby's Link is not in this bundle: render a SiteLink (src/components/site-link)");
}
