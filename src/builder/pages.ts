import type { Film, FilmSummary } from "../domain/film";
import type { ContentPage } from "../domain/page-schema";
import { filmPermalinkRoutes, paths } from "../config/paths";
import { siteFolders } from "../config/site-routes";
import { filmPageJsonLd } from "../content/film-json-ld";
import type { ContextlessComponent, PageComponent, PageContexts, TemplateComponent } from "../lib/page-contexts";
import { homeProgramme } from "../lib/programme/home-programme";
import { listingLaterWeeks } from "../lib/programme/inline-later-weeks";
import { packProgramme } from "../lib/programme/packed-programme";
import type { LaterWeek, ProgrammeFilm } from "../lib/programme/programme-film";
import { selectShowtimes } from "../lib/select-showtimes";
import { TICKETING_SEGMENTS } from "../lib/ticketing-segments";

/**
 * One page of the site: its path, its component (a template the build creates pages with, or a page of
 * src/pages/, which Gatsby creates itself, listed here for the preview copy, the sitemap and the paths a content
 * page may not take), the context that component declares (src/lib/page-contexts.ts), and whether the live
 * preview has a copy.
 */
export interface PageOf<C extends PageComponent> {
  path: string;
  component: C;
  context: PageContexts[C];
  /** A client-only route: the paths it answers (Gatsby's `matchPath`). */
  matchPath?: string;
  /** Whether the page also exists under the preview prefix (`paths.preview`), for the website manager. */
  previewed: boolean;
}

/** A page of the table, whichever its component: the component says what its context is. */
export type SitePage = { [C in PageComponent]: PageOf<C> }[PageComponent];

/** A page the build creates with a template. */
export type TemplatePage = { [C in TemplateComponent]: PageOf<C> }[TemplateComponent];

export const isTemplatePage = (sitePage: SitePage): sitePage is TemplatePage => sitePage.component.startsWith("templates/");

/** What the pages are made from: the content as the build loaded it. */
export interface PageSources {
  films: readonly Film[];
  /**
   * The films of this play week and the next, carried by the listing (the home page takes its days), and the
   * later weeks with their films.
   */
  programme: {
    carried: readonly ProgrammeFilm[];
    laterWeeks: readonly LaterWeek[];
    laterFilms: ReadonlyMap<string, readonly FilmSummary[]>;
  };
  contentPages: readonly ContentPage[];
  timeZone: string;
  buildTime: Date;
}

/** A page of the table, with the context its component declares (none for the components that take none). */
function page<C extends ContextlessComponent>(path: string, component: C): PageOf<C>;
function page<C extends PageComponent>(path: string, component: C, context: PageContexts[C]): PageOf<C>;
function page(path: string, component: PageComponent, context: object = {}) {
  return { path, component, context, previewed: true };
}

/** Error pages and pages that send the visitor elsewhere at once have no preview copy. */
const notPreviewed = (sitePage: SitePage): SitePage => ({ ...sitePage, previewed: false });

/** The pages of content/pages/*.json: generic, or with the showtimes their selection picks. */
const contentPage = (content: ContentPage, { films, timeZone, buildTime }: PageSources): SitePage =>
  content.template === "generic"
    ? page(paths.contentPage(content.slug), "templates/content-page", { page: content })
    : page(paths.contentPage(content.slug), "templates/custom-showtimes-page", {
        page: content,
        films: selectShowtimes(films, content.selection, timeZone),
        buildTime: buildTime.toISOString(),
      });

/** The home page's context: its days and featured film only, not the listing's fortnight (home-programme.ts). */
const homeContext = ({ programme, buildTime, timeZone }: PageSources): PageContexts["templates/home-page"] => {
  const { films, lastDay } = homeProgramme(programme.carried, buildTime, timeZone);
  return { buildTime: buildTime.toISOString(), programme: packProgramme(films), lastDay };
};

/** Every page of the site, in the order the build creates them. */
export function sitePages(sources: PageSources): SitePage[] {
  const { films, programme, timeZone } = sources;
  const buildTime = sources.buildTime.toISOString();
  return [
    ...films.map((film) =>
      page(paths.film(film), "templates/film-page", { buildTime, film, jsonLd: filmPageJsonLd(film, sources.buildTime) }),
    ),
    page(paths.filmListing(), "templates/film-listing-page", {
      buildTime,
      programme: packProgramme(programme.carried),
      // Small later weeks inline, so that every film is linked without JavaScript; the others load on demand.
      laterWeeks: listingLaterWeeks(programme.laterWeeks, programme.laterFilms, sources.buildTime, timeZone),
    }),
    page(paths.home(), "templates/home-page", homeContext(sources)),
    ...filmPermalinkRoutes().map(({ root, page: path }) => ({
      ...notPreviewed(page(path, "templates/film-permalink-page")),
      matchPath: `${root}*`,
    })),
    page(paths.privacyPolicy(), "templates/privacy-page"),
    page(paths.login(), "templates/login-page"),
    page(paths.forgottenPassword(), "templates/forgotten-password-page"),
    page(paths.passwordReset(), "templates/password-reset-page"),
    page(paths.forgottenUsername(), "templates/forgotten-username-page"),
    page(paths.signup(), "templates/signup-page"),
    notPreviewed(page(paths.signupSpecSegment(), "templates/signup-redirect-page")),
    page(paths.activation(), "templates/activation-page"),
    page(paths.account(), "templates/account-page"),
    page(paths.accountCard(), "templates/account-card-page"),
    page(paths.accountHistory(), "templates/account-history-page"),
    page(paths.accountProfile(), "templates/account-profile-page"),
    page(paths.accountRewards(), "templates/account-rewards-page"),
    page(paths.giftCards(), "templates/gift-cards-page"),
    ...TICKETING_SEGMENTS.map((segment) =>
      notPreviewed(page(paths.handoff(segment), "templates/ticketing-handoff-page", { segment })),
    ),
    ...sources.contentPages.map((content) => contentPage(content, sources)),
    page(paths.theater(), "pages/cinema"),
    page(paths.offline(), "pages/hors-ligne"),
    notPreviewed(page("/404/", "pages/404")),
    notPreviewed(page("/500/", "pages/500")),
  ];
}

/** The pages of the site whatever the content: those of `sitePages` without films or content pages. */
export const fixedSitePages = (): SitePage[] =>
  sitePages({
    films: [],
    programme: { carried: [], laterWeeks: [], laterFilms: new Map() },
    contentPages: [],
    timeZone: "UTC",
    buildTime: new Date(0),
  });

/** Each page, followed by its preview copy if it has one. */
export const withPreviewCopies = (pages: readonly SitePage[]): SitePage[] =>
  pages.flatMap((sitePage) =>
    sitePage.previewed ? [sitePage, { ...sitePage, path: paths.preview(sitePage.path) }] : [sitePage],
  );

/**
 * Every page the site builds itself, whatever the content: the member pages, the ticketing hand-offs, the
 * error and offline pages… A content page may take none of them.
 */
export const sitePagePaths = (): string[] => fixedSitePages().map((sitePage) => sitePage.path);

/** The site's own paths, the one list a content page's path is checked against (src/content/load-pages.ts). */
export const sitePaths = (): string[] => [...new Set([...sitePagePaths(), ...siteFolders()])];
