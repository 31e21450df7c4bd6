import { TICKETING_SEGMENTS } from "../lib/ticketing-segments";
import { filmPermalinkRoutes, paths, PREVIEW_PREFIX } from "./paths";

/**
 * Every page the site builds itself, whatever the content (gatsby-node.ts and src/pages/): the member
 * pages, the ticketing hand-offs, the error and offline pages… A content page may take none of them.
 */
export const sitePagePaths = (): string[] => [
  paths.home(),
  paths.filmListing(),
  paths.theater(),
  paths.privacyPolicy(),
  paths.login(),
  paths.account(),
  paths.accountCard(),
  paths.accountHistory(),
  paths.accountProfile(),
  paths.accountRewards(),
  paths.giftCards(),
  paths.offline(),
  paths.signup(),
  paths.signupSpecSegment(),
  paths.activation(),
  paths.forgottenPassword(),
  paths.passwordReset(),
  paths.forgottenUsername(),
  ...TICKETING_SEGMENTS.map((segment) => paths.handoff(segment)),
  ...filmPermalinkRoutes().map((route) => route.page),
  "/404/",
  "/500/",
];

/** `/api/` for `/api/startticketing/redirect?…`. */
const topFolder = (path: string) => `/${path.split("/")[1]}/`;

/** The folders the site fills: film pages and their client-only routes, build files, Functions, the preview. */
export const siteFolders = (): string[] => [
  paths.filmListing(),
  ...filmPermalinkRoutes().map((route) => route.root),
  topFolder(paths.booking({ theaterCode: "", perfCode: "" })),
  topFolder(paths.poster({ id: "" })),
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

/** The site's own paths, the one list a content page's path is checked against (src/content/load-pages.ts). */
export const sitePaths = (): string[] => [...new Set([...sitePagePaths(), ...siteFolders()])];

/** The site's path that `/{slug}/` would replace or stand over (`/launch/` over `/launch/ticketing/`), or null. */
export const sitePathTakenBy = (pagePath: string, taken: readonly string[] = sitePaths()): string | null =>
  taken.find((path) => path === pagePath || (pagePath !== "/" && path.startsWith(pagePath))) ?? null;
