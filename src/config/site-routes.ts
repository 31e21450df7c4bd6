import { filmPermalinkRoutes, paths, PREVIEW_PREFIX } from "./paths";

/** `/api/` for `/api/startticketing/redirect?…`. */
const topFolder = (path: string) => `/${path.split("/")[1]}/`;

/** The folders the site fills: film pages and their client-only routes, build files, Functions, the preview. */
export const siteFolders = (): string[] => [
  paths.filmListing(),
  ...filmPermalinkRoutes().map((route) => route.root),
  topFolder(paths.booking({ theaterCode: "", perfCode: "" })),
  topFolder(paths.programmeWeek("")),
  topFolder(paths.searchIndex()),
  topFolder(paths.filmIndexShard("")),
  topFolder(paths.appIcon("")),
  // Gatsby's own.
  "/page-data/",
  "/slice-data/",
  "/static/",
  `${PREVIEW_PREFIX}/`,
];

/**
 * Of the site's own paths (`sitePaths`, src/builder/pages.ts), the one `/{slug}/` would replace or stand over
 * (`/launch/` over `/launch/ticketing/`), or null.
 */
export const sitePathTakenBy = (pagePath: string, taken: readonly string[]): string | null =>
  taken.find((path) => path === pagePath || (pagePath !== "/" && path.startsWith(pagePath))) ?? null;
