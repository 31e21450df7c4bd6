import type { Showtime } from "../../../domain/film";
import type { Projection, ShowtimeAccessibility } from "../../../domain/film-values";
import { upcomingShowtimes } from "../../../lib/play-week";
import type { LaterFilm, ProgrammeFilm } from "../../../lib/programme/programme-film";
import { showtimeVersion, type VersionCode } from "../showtime-version";
import { hasFilters, isPreview, type FilmForFilters, type ProgrammeFilters } from "./filters";

/** What the programme's filters look at in a showtime. */
export interface ShowtimeFacets {
  version: VersionCode;
  projection: Projection;
  accessibility: readonly ShowtimeAccessibility[];
  /** An avant-première: shown before the film's French release. */
  preview: boolean;
}

export const facetsOf = (showtime: Showtime, film: FilmForFilters, timeZone: string): ShowtimeFacets => ({
  version: showtimeVersion(showtime.version, film.originalLanguage),
  projection: showtime.projection,
  accessibility: showtime.accessibility,
  preview: isPreview(showtime, film, timeZone),
});

/** Every filter set matches; within accessibility, any of the chosen features. */
export function matchesFacets(facets: ShowtimeFacets, filters: ProgrammeFilters): boolean {
  if (filters.version && facets.version !== filters.version) return false;
  if (filters.format && facets.projection !== filters.format) return false;
  if (filters.accessibility.length > 0 && !filters.accessibility.some((a) => facets.accessibility.includes(a))) return false;
  return !filters.previewsOnly || facets.preview;
}

export const matchesFilters = (showtime: Showtime, film: FilmForFilters, filters: ProgrammeFilters, timeZone: string) =>
  matchesFacets(facetsOf(showtime, film, timeZone), filters);

/** Whether the filters keep a carried film with no showtime in the listing's days: one of its showtimes to come. */
export const carriedFilmMatches = (film: ProgrammeFilm, filters: ProgrammeFilters, timeZone: string, now: Date): boolean =>
  !hasFilters(filters) ||
  upcomingShowtimes(film.showtimes, now).some((showtime) => matchesFilters(showtime, film, filters, timeZone));

/** Whether the filters keep a film of the later weeks: one kind of its showtimes (none known: not kept by a filter). */
export const laterFilmMatches = (film: LaterFilm, filters: ProgrammeFilters): boolean =>
  !hasFilters(filters) ||
  (film.kinds ?? []).some(({ version, projection, accessibility, preview }) =>
    matchesFacets(
      { version: showtimeVersion(version, film.originalLanguage ?? ""), projection, accessibility, preview },
      filters,
    ),
  );
