import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { filmPageJsonLd } from "../content/film-json-ld";
import { zonedDate } from "../lib/play-week";
import { HOME_STALE_DAYS } from "../lib/programme/home-programme";
import { inlineLaterFilms, isInline, type ListingLaterWeek } from "../lib/programme/listing-later-week";
import { unpackProgramme, type PackedProgramme } from "../lib/programme/packed-programme";
import { isOnProgramme } from "../lib/programme/programme-film";
import { TICKETING_SEGMENTS } from "../lib/ticketing-segments";
import { loadBuildContent, pageSourcesOf } from "./build-content";
import { fixedSitePages, isTemplatePage, sitePages, withPreviewCopies, type SitePage } from "./pages";

const pages = sitePages(pageSourcesOf(loadBuildContent()));
const pageFiles = (dir: string) =>
  readdirSync(`src/${dir}`).filter((name) => /^[\w-]+\.tsx$/.test(name) && !name.includes(".test."));

describe("the table of pages", () => {
  it("has one page per film and per content page, each path once", () => {
    const content = loadBuildContent();
    for (const film of content.films)
      expect(pages.find((page) => page.path === paths.film(film))?.context).toMatchObject({ film });
    for (const page of content.contentPages)
      expect(pages.map((sitePage) => sitePage.path)).toContain(paths.contentPage(page.slug));
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it("hands each film page its JSON-LD as text: its film, the cinema, the screenings still to come at the build", () => {
    const { films } = loadBuildContent();
    const { buildTime } = pageSourcesOf(loadBuildContent());
    let screenings = 0;
    for (const film of films) {
      const context = pages.find((page) => page.path === paths.film(film))!.context as { jsonLd: string };
      const graph = (JSON.parse(context.jsonLd) as { "@graph": { "@type": string; "@id"?: string; startDate?: string }[] })[
        "@graph"
      ];
      expect(graph[0]?.["@id"]).toBe(`https://www.cinema-aurore.fr${paths.film(film)}#film`);
      expect(graph[1]?.["@type"]).toBe("MovieTheater");
      const upcoming = film.showtimes.filter(({ start }) => Date.parse(start) >= buildTime.getTime());
      expect(
        graph
          .slice(2)
          .map((node) => node.startDate)
          .sort(),
      ).toEqual(upcoming.map(({ start }) => start).sort());
      screenings += upcoming.length;
    }
    expect(screenings).toBeGreaterThan(0);
  });

  it("draws every page with a component that exists, and uses every template and every page of src/pages/", () => {
    for (const page of pages) expect(existsSync(`src/${page.component}.tsx`), page.component).toBe(true);
    const components = new Set(pages.map((page) => page.component));
    for (const name of pageFiles("templates")) expect(components).toContain(`templates/${name.replace(/\.tsx$/, "")}`);
    for (const name of pageFiles("pages")) expect(components).toContain(`pages/${name.replace(/\.tsx$/, "")}`);
  });

  it("gives a page of src/pages/ the path Gatsby gives its file", () => {
    for (const page of pages.filter((sitePage) => sitePage.component.startsWith("pages/")))
      expect(page.path).toBe(`/${page.component.slice("pages/".length)}/`);
  });

  it("copies every page for the preview but the error pages, the client-only routes and those that leave at once", () => {
    const unpreviewed = pages.filter((page) => !page.previewed).map((page) => page.path);
    expect(unpreviewed.sort()).toEqual(
      [
        "/404/",
        "/500/",
        paths.signupSpecSegment(),
        ...TICKETING_SEGMENTS.map((segment) => paths.handoff(segment)),
        ...pages.filter((page) => page.matchPath).map((page) => page.path),
      ].sort(),
    );
    const copies = withPreviewCopies(pages).filter((page) => page.path.startsWith(paths.preview("/")));
    expect(copies.map((copy) => copy.path)).toEqual(
      pages.filter((page) => page.previewed).map((page) => paths.preview(page.path)),
    );
  });

  it("gives the listing every film of the demo programme: the next two weeks' packed, the later ones inline", () => {
    const { films, site } = loadBuildContent();
    const { buildTime } = pageSourcesOf(loadBuildContent());
    const context = pages.find((page) => page.path === paths.filmListing())!.context as {
      programme: PackedProgramme;
      laterWeeks: ListingLaterWeek[];
    };
    const listed = [...unpackProgramme(context.programme), ...inlineLaterFilms(context.laterWeeks)].map((film) => film.id);
    const onProgramme = films.filter((film) => isOnProgramme(film, buildTime, site.timeZone)).map((film) => film.id);
    expect(listed.sort()).toEqual(onProgramme.sort());
    expect(context.laterWeeks.filter((week) => !isInline(week))).toEqual([]);
  });

  it("leaves the films of globalExcludedMovieIds off the programme, later weeks included, and keeps their pages", () => {
    const content = loadBuildContent();
    const { buildTime } = pageSourcesOf(content);
    const onProgramme = content.films.filter((film) => isOnProgramme(film, buildTime, content.site.timeZone));
    const { laterFilms } = pageSourcesOf(content).programme;
    // One film carried in the pages, one of a later week's file (the case the listing's own filter missed).
    const later = [...laterFilms.values()].flat()[0]!;
    const carried = onProgramme.find((film) => ![...laterFilms.values()].flat().some((f) => f.id === film.id))!;
    const excluded = { ...content, site: { ...content.site, globalExcludedMovieIds: [later.id, carried.id] } };
    const sources = pageSourcesOf(excluded);

    expect(sources.programme.carried.map((film) => film.id)).not.toContain(carried.id);
    expect([...sources.programme.laterFilms.values()].flat().map((film) => film.id)).not.toContain(later.id);
    expect(sources.programme.laterWeeks.reduce((sum, week) => sum + week.films, 0)).toBe(
      [...laterFilms.values()].flat().length - 1,
    );
    const builtPaths = sitePages(sources).map((page) => page.path);
    expect(builtPaths).toContain(paths.film(content.films.find((film) => film.id === later.id)!));
  });

  it("lists the same fixed pages whatever the content", () => {
    const fixed = fixedSitePages().map((page) => page.path);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(fixed));
    expect(fixed).not.toContain(paths.film(loadBuildContent().films[0]!));
  });

  it("gives the home page its days and featured film, not the listing's fortnight", () => {
    const sources = pageSourcesOf(loadBuildContent());
    const contextOf = (path: string) => pages.find((page) => page.path === path)!.context;
    const home = contextOf(paths.home()) as { programme: PackedProgramme; lastDay: string };
    const listing = contextOf(paths.filmListing()) as { programme: PackedProgramme };
    const buildDay = Date.parse(zonedDate(sources.buildTime, sources.timeZone));
    expect(Date.parse(home.lastDay) - buildDay).toBeLessThanOrEqual((HOME_STALE_DAYS + 7) * 86_400_000);
    for (const film of home.programme.films) {
      const later = film.showtimes.filter(([, start]) => zonedDate(start, sources.timeZone) > home.lastDay);
      expect(later.length, film.id).toBeLessThanOrEqual(1);
    }
    const showtimes = ({ films }: PackedProgramme) => films.reduce((sum, film) => sum + film.showtimes.length, 0);
    expect(showtimes(home.programme)).toBeLessThan(showtimes(listing.programme));
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(listing).length);
  });
});

describe("the pages' contexts (src/lib/page-contexts.ts)", () => {
  it("are the ones their components declare: tsc refuses a renamed field, another page's context, a context for none", () => {
    const film = loadBuildContent().films[0]!;
    const buildTime = new Date(0).toISOString();
    const jsonLd = filmPageJsonLd(film, new Date(0));
    const table: SitePage[] = [
      { path: "/a/", component: "templates/film-page", context: { film, buildTime, jsonLd }, previewed: true },
      // @ts-expect-error a field renamed: the film page reads `film`
      { path: "/b/", component: "templates/film-page", context: { movie: film, buildTime, jsonLd }, previewed: true },
      // @ts-expect-error the film page's context is not the home page's
      { path: "/c/", component: "templates/home-page", context: { film, buildTime }, previewed: true },
      // @ts-expect-error the login page takes none
      { path: "/d/", component: "templates/login-page", context: { segment: "reservation" }, previewed: true },
      { path: "/404/", component: "pages/404", context: {}, previewed: false },
    ];
    expect(table.map(isTemplatePage)).toEqual([true, true, true, true, false]);
  });
});
