import type { Film } from "../domain/film";
import type { SiteConfig } from "../domain/site-schema";
import type { TheaterContent } from "../domain/theater-schema";
import { siteCinemaIdOf } from "../lib/loyalty-api";
import { reporterFor, type Report } from "./content-problems";
import type { LoadedFilm } from "./load-films";

// What no schema sees: a file against the others (ids, screens, the site's lists of films and cinemas).

const checkUnique = (
  films: LoadedFilm[],
  field: string,
  keysOf: (film: Film) => [string, string][],
  problems: string[],
): void => {
  const seen = new Map<string, string>();
  for (const { file, label, film } of films) {
    for (const [key, path] of keysOf(film)) {
      const first = seen.get(key);
      if (first) reporterFor(problems, file, label)(path, `${field} "${key}" is already used by ${first}`);
      else seen.set(key, `${file} (${path})`);
    }
  }
};

/** Unique ids, slugs and perfCodes; file names from id and slug; screens of the theatre. */
export const checkFilms = (films: LoadedFilm[], theater: TheaterContent | undefined, problems: string[]): void => {
  checkUnique(films, "id", (film) => [[film.id, "id"]], problems);
  checkUnique(films, "slug", (film) => [[film.slug, "slug"]], problems);
  checkUnique(films, "perfCode", (film) => film.showtimes.map((s, i) => [s.perfCode, `showtimes[${i}].perfCode`]), problems);
  const screens = theater?.screens.map((screen) => screen.name);
  for (const { file, fileName, label, film } of films) {
    const report = reporterFor(problems, file, label);
    const expected = `${film.id}-${film.slug}.json`;
    if (fileName !== expected) report("file name", `expected "${expected}" (from id and slug)`);
    film.showtimes.forEach((showtime, index) => {
      if (screens && !screens.includes(showtime.screen)) {
        report(`showtimes[${index}].screen`, `"${showtime.screen}" is not a screen of the theatre (${screens.join(", ")})`);
      }
    });
  }
};

/** SPEC §9 uses the banner when a notice id exists; Didomi's loader also needs the public API key. */
const checkConsentBanner = ({ consent, cookieBannerDidomiId }: SiteConfig, report: Report): void => {
  const noticeId = consent.noticeId ?? cookieBannerDidomiId;
  if (consent.disabled || !noticeId || consent.didomiApiKey) return;
  const from = consent.noticeId ? "consent.noticeId" : "cookieBannerDidomiId";
  report(
    "consent.didomiApiKey",
    `missing: ${from} is set ("${noticeId}") but Didomi's loader also needs the public API key: set consent.didomiApiKey to the notice's API key, or set ${from} to null for no banner`,
  );
};

/** The site's film lists name existing films, its first cinema is the theatre, its consent banner can load. */
export const checkSite = (site: SiteConfig, theater: TheaterContent | undefined, films: LoadedFilm[], report: Report): void => {
  const ids = new Set(films.map(({ film }) => film.id));
  for (const field of ["movieOrderIndex", "globalExcludedMovieIds"] as const) {
    site[field].forEach((id, index) => {
      if (!ids.has(id)) report(`${field}[${index}]`, `no film has the id "${id}"`);
    });
  }
  // One cinema id: the site's cinema (loyalty calls, registration) is the first of theaterIds,
  // and the theatre described in theater.json (booking links) must be that one.
  if (theater && siteCinemaIdOf(site.theaterIds) !== theater.id) {
    report("theaterIds", `must start with the theatre's id "${theater.id}"`);
  }
  checkConsentBanner(site, report);
};
