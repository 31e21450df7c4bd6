import { PREVIEW_PREFIX } from "../lib/preview-vocabulary";
import { handoffPagePath, type TicketingSegment } from "../lib/ticketing-segments";
import { siteConfig } from "./site-config";

type Query = Record<string, string | null | undefined>;

/** `path` with the query names that have a value (empty and missing ones are left out). */
const withQuery = (path: string, query: Query = {}) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The website manager's live preview: any page of the site under this prefix (SPEC §2 `cms-preview`). */
export { PREVIEW_PREFIX };
export const isPreviewPath = (pathname: string) => pathname === `${PREVIEW_PREFIX}/` || pathname.startsWith(`${PREVIEW_PREFIX}/`);

/**
 * The pages whose programme is static HTML, rendered by the build only (docs/architecture.md, "Islands"): the
 * browser cannot render them itself, so links to them load them from the server (SiteLink). A test checks this
 * list against the templates with a static part (src/builder/pages-with-static-parts.test.ts).
 */
export const pagesWithStaticParts = (): string[] => [paths.home(), paths.filmListing()];
export const hasStaticParts = (to: string): boolean => pagesWithStaticParts().includes(to.replace(/[?#].*$/, ""));

/** Every route of the site is built here; no hand-built URLs elsewhere. */
export const paths = {
  home: () => "/",
  filmListing: () => "/films/",
  film: (film: { id: string; slug: string }) => `/films/${film.id}-${film.slug}/`,
  theater: () => "/cinema/",
  /** The preview of a page of the site. */
  preview: (path: string) => `${PREVIEW_PREFIX}${path}`,
  /** The worker that warms the browser's Intl data while the page paints, written at build time (write-intl-warm-up.ts). */
  intlWarmUp: () => "/intl-warm-up.js",
  /** The film search's index, a static file written at build time. */
  searchIndex: () => "/search/films.json",
  /** One shard of the film index by id (film-index.ts), a static file written at build time. */
  filmIndexShard: (shard: string) => `/film-index/${shard}.json`,
  /** A page built from content/pages/{slug}.json. */
  contentPage: (slug: string) => `/${slug}/`,
  privacyPolicy: () => `/${siteConfig.privacyPolicySlug}/`,
  login: (query?: { email?: string | null; return?: string | null }) => withQuery(`/${siteConfig.loginSlug}/`, query),
  account: () => "/mon-compte/",
  /** The member area's sections, each its own page under paths.account() (overview at the root). */
  accountCard: () => "/mon-compte/carte/",
  accountHistory: () => "/mon-compte/historique/",
  accountProfile: () => "/mon-compte/profil/",
  accountRewards: () => "/mon-compte/avantages/",
  /** Public: gift card balance and e-vouchers (docs/gift-cards-and-wallet.md). */
  giftCards: () => "/cartes-cadeaux/",
  /** Shown by the service worker for a page never visited on this device, when offline. */
  offline: () => "/hors-ligne/",
  /** Member forms (query names of SPEC §2: email, return, resetCode, uid, token). */
  signup: (query?: { return?: string | null; email?: string | null }) => withQuery("/inscription/", query),
  activation: (query?: { email?: string | null; return?: string | null }) => withQuery("/activation/", query),
  forgottenPassword: (query?: { email?: string | null }) => withQuery("/mot-de-passe-oublie/", query),
  passwordReset: (query?: { email?: string | null }) => withQuery("/reinitialiser-mot-de-passe/", query),
  forgottenUsername: (query?: { email?: string | null }) => withQuery("/identifiant-oublie/", query),
  /** SPEC §2: a film's permalink on the site's own domain, `/{moviePermalinkPrefix}/movie/{id}/`. */
  moviePermalink: ({ id }: { id: string }) => `/${siteConfig.moviePermalinkPrefix}/movie/${id}/`,
  /** A later week of the programme (or the films without a date), a static file written at build time. */
  programmeWeek: (key: string) => `/programme/${key}.json`,
  /** SPEC §2: the hand-off page of a ticketing segment (it adds the member's token, then leaves for the ticketing site). */
  handoff: (segment: TicketingSegment, search = "") => `${handoffPagePath(segment)}${search}`,
  /** SPEC §2's English sign-up segment; it leads to `signup()`. */
  signupSpecSegment: () => "/signup/",
  sitemap: () => "/sitemap.xml",
  /** The web app manifest and its icons, written at build time (src/builder/writers/write-web-app-manifest.ts). */
  webAppManifest: () => "/manifest.webmanifest",
  appIcon: (name: string) => `/icons/${name}.png`,
  /** A telephone link for a number as written for people ("04 78 00 00 00"). */
  phone: (number: string) => `tel:${number.replace(/\s/g, "")}`,
  email: (address: string) => `mailto:${address}`,
  /** Booking hand-off for one showing; works without JavaScript (a server redirect). */
  booking: ({ theaterCode, perfCode }: { theaterCode: string; perfCode: string }) =>
    `/api/startticketing/redirect?${new URLSearchParams({ theaterCode, perfCode })}`,
} as const;

/**
 * The client-only routes that lead to a film page from its id (SPEC §2 wildcards
 * `films/*`, `permalink/movie/*` and the site's movie permalinks): the folder
 * each covers, and the page Gatsby builds for it.
 */
export const filmPermalinkRoutes = () => [
  { root: paths.filmListing(), page: `${paths.filmListing()}lien/` },
  { root: "/permalink/movie/", page: "/permalink/movie/" },
  { root: `/${siteConfig.moviePermalinkPrefix}/movie/`, page: `/${siteConfig.moviePermalinkPrefix}/movie/` },
];

/** Absolute URL on the site's public domain (canonical links, Open Graph, sitemap). */
export const absoluteUrl = (path: string) => new URL(path, siteConfig.domain).toString();
