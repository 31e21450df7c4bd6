import type { HeaderRule } from "./security-headers";

/** One rule of a host's headers file (`_headers`): a path pattern and the headers it sets. */
export interface HostHeaderRoute {
  path: string;
  headers: { key: string; value: string }[];
}

/** Gatsby's caching: every page and data file revalidated, hashed files kept for a year. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file named by its content's hash at the site's root (webpack's bundles and their maps). */
const HASHED_ROOT_FILE = /^\/[^/]+-[0-9a-f]{16,}\.(?:js|css|mjs)(?:\.map)?$/;

const withCacheControl = (value: string, headers: HostHeaderRoute["headers"]) => [
  { key: "cache-control", value },
  ...headers.filter(({ key }) => key.toLowerCase() !== "cache-control"),
];

/**
 * The site's headers as a host applies them (docs/deploying.md): one rule for every path, the unknown path's 404
 * included, then rules only where a path differs (hashed files, the preview, the hand-off pages). A later rule
 * overrides an earlier one's header of the same name, as Netlify applies `_headers`. The rules come from the site's
 * own (gatsby-config's `headers`); of Gatsby's per-file routes only the hashed files at the root are kept, so the
 * file grows with the site's bundles, not with its pages or pictures.
 *
 * @param siteRules the site's rules, `/*` first (siteSecurityHeaderRules)
 * @param gatsbyRoutePaths the paths of Gatsby's own header routes, where the hashed bundles are listed
 */
export function hostHeaderRoutes(
  siteRules: readonly HeaderRule[],
  gatsbyRoutePaths: readonly string[],
  pathPrefix = "",
): HostHeaderRoute[] {
  const [everyPath, ...pathRules] = siteRules;
  if (everyPath?.source !== "/*") throw new Error("The site's header rules must begin with the rule for every path, /*.");
  const hashedFiles = [...new Set(gatsbyRoutePaths.map((path) => path.slice(pathPrefix.length)))]
    .filter((path) => HASHED_ROOT_FILE.test(path))
    .sort();
  const immutable = [{ key: "cache-control", value: IMMUTABLE }];
  return [
    { path: "/*", headers: withCacheControl(REVALIDATE, everyPath.headers) },
    { path: "/static/*", headers: immutable },
    ...hashedFiles.map((path) => ({ path, headers: immutable })),
    ...pathRules.map(({ source, headers }) => ({ path: source, headers })),
  ].map((route) => ({ ...route, path: `${pathPrefix}${route.path}` }));
}
