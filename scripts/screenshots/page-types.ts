import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { paths } from "../../src/config/paths";
import type { PageComponent } from "../../src/lib/page-contexts";
import { filmsWithShowtimeAhead, posterDecoded } from "../../tests/engines/journeys";
import { hydrated, waitForElement, type EnginePage, type Find } from "../../tests/engines/support/engine";

export type Role = "visitor" | "member";

/** One page of a page type, as the pass visits it. */
export interface PageType {
  /** Its name on the command line (`--pages`) and in the shots' file names. */
  key: string;
  /** Its name in docs/screenshots/, where it differs from `key` (the names reviewers know). */
  docsName?: string;
  /** The address, or how to find it on the site. */
  path: string | ((page: EnginePage) => Promise<string>);
  roles: readonly Role[];
  /** What the page shows once ready, beyond what every page announces (hydrated, nothing loading, images decoded). */
  ready?: (page: EnginePage) => Promise<void>;
  /** The status of the page's own address when it is not 200 (the 404 page). */
  status?: number;
}

interface LeftOut {
  leftOut: string;
}

const BOTH: readonly Role[] = ["visitor", "member"];
const VISITOR: readonly Role[] = ["visitor"];
const MEMBER: readonly Role[] = ["member"];

/** The first content page (by file name) of content/pages/ built with `template`. */
function contentPagePath(template: "generic" | "showtimes"): string {
  const dir = "content/pages";
  for (const file of readdirSync(dir).sort()) {
    const page = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { template: string; slug: string };
    if (page.template === template) return paths.contentPage(page.slug);
  }
  throw new Error(`content/pages/ has no page with the template ${template}`);
}

/** The showtimes' « Ajouter à mon agenda », whose code loads after hydration: nothing is drawn in their place meanwhile. */
const CALENDAR_BUTTON: Find = { css: "main button", name: /^Ajouter à mon agenda/ };
/** The listing's filters, drawn after hydration (the engine journeys wait for them too). */
const FILTERS: Find = { css: "main summary", name: /^Filtrer les séances/ };

/** A film page with a showtime at least 15 minutes ahead, as the listing links it. */
async function filmWithShowtimes(page: EnginePage): Promise<string> {
  await page.open(paths.filmListing());
  await hydrated(page);
  const [film] = await filmsWithShowtimeAhead(page);
  if (!film) throw new Error("no film of the listing has a showtime ahead");
  return film;
}

/**
 * Every page component of the site (src/lib/page-contexts.ts), and the page of it the pass visits, or why none: a
 * new component fails the type check until it is placed here. Visits follow this order.
 */
export const PAGE_TYPES = {
  "templates/home-page": { key: "home", path: paths.home(), roles: BOTH },
  "templates/film-listing-page": {
    key: "listing",
    docsName: "programme",
    path: paths.filmListing(),
    roles: BOTH,
    ready: async (page) => {
      await waitForElement(page, FILTERS);
      await waitForElement(page, CALENDAR_BUTTON);
    },
  },
  "templates/film-page": {
    key: "film",
    docsName: "film-page",
    path: filmWithShowtimes,
    roles: BOTH,
    ready: async (page) => {
      await posterDecoded(page, "the poster decoded");
      await waitForElement(page, CALENDAR_BUTTON);
    },
  },
  "pages/cinema": { key: "cinema", path: paths.theater(), roles: BOTH },
  "templates/content-page": { key: "content", path: contentPagePath("generic"), roles: BOTH },
  "templates/custom-showtimes-page": { key: "showtimes-selection", path: contentPagePath("showtimes"), roles: BOTH },
  "templates/privacy-page": { key: "privacy", path: paths.privacyPolicy(), roles: BOTH },
  "templates/gift-cards-page": { key: "gift-cards", path: paths.giftCards(), roles: BOTH },
  "pages/404": { key: "not-found", path: "/cette-page-n-existe-pas/", roles: BOTH, status: 404 },
  "pages/500": { key: "server-error", path: "/500/", roles: BOTH },
  "pages/hors-ligne": { key: "offline", path: paths.offline(), roles: BOTH },
  "templates/login-page": { key: "login", path: paths.login(), roles: VISITOR },
  "templates/signup-page": { key: "signup", path: paths.signup(), roles: VISITOR },
  "templates/activation-page": { key: "activation", path: paths.activation(), roles: VISITOR },
  "templates/forgotten-password-page": { key: "forgotten-password", path: paths.forgottenPassword(), roles: VISITOR },
  "templates/password-reset-page": { key: "password-reset", path: paths.passwordReset(), roles: VISITOR },
  "templates/forgotten-username-page": { key: "forgotten-username", path: paths.forgottenUsername(), roles: VISITOR },
  "templates/account-page": { key: "favourites", docsName: "account-favourites", path: paths.account(), roles: MEMBER },
  "templates/account-card-page": {
    key: "card",
    docsName: "account-card",
    path: paths.accountCard(),
    roles: MEMBER,
    ready: (page) => waitForElement(page, { css: "main img, main canvas, main svg", name: /^Code QR de votre carte/ }),
  },
  "templates/account-rewards-page": { key: "rewards", path: paths.accountRewards(), roles: MEMBER },
  "templates/account-history-page": {
    key: "history",
    docsName: "account-history",
    path: paths.accountHistory(),
    roles: MEMBER,
  },
  "templates/account-profile-page": {
    key: "profile",
    docsName: "account-profile",
    path: paths.accountProfile(),
    roles: MEMBER,
  },
  "templates/film-permalink-page": { leftOut: "it sends the visitor on to the film page, shot as « film »" },
  "templates/signup-redirect-page": { leftOut: "it sends the visitor on to the sign-up page, shot as « signup »" },
  "templates/ticketing-handoff-page": { leftOut: "it leaves for the ticketing site 5 s after it shows" },
} satisfies Record<PageComponent, PageType | LeftOut>;

const TABLE: Readonly<Record<PageComponent, PageType | LeftOut>> = PAGE_TYPES;

/** The page types the pass visits, in the table's order. */
export const pageTypes = (): PageType[] => Object.values(TABLE).filter((entry): entry is PageType => "key" in entry);

export const docsNameOf = (pageType: Pick<PageType, "key" | "docsName">) => pageType.docsName ?? pageType.key;
