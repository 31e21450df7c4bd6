import type { Showtime } from "../../../domain/film";
import type { Projection, ShowtimeAccessibility } from "../../../domain/film-values";
import { showtimeVersion, type VersionCode } from "../showtime-version";
import { isPreview, type FilmForFilters, type ProgrammeFilters } from "./filters";

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

/**
 * A showtime's facets as data attributes of its list item in the pre-rendered programme: the filters apply to the
 * page's HTML itself (programme-dom.ts), without the programme's data or React.
 */
export const facetAttributes = (facets: ShowtimeFacets) => ({
  "data-showtime": "",
  "data-version": facets.version,
  "data-projection": facets.projection,
  "data-accessibility": facets.accessibility.join(" "),
  ...(facets.preview ? { "data-preview": "" } : {}),
});

/** The facets a showtime's list item carries (facetAttributes). */
export const facetsFromElement = (element: HTMLElement): ShowtimeFacets => ({
  version: element.dataset.version as VersionCode,
  projection: element.dataset.projection as Projection,
  accessibility: (element.dataset.accessibility ?? "").split(" ").filter(Boolean) as ShowtimeAccessibility[],
  preview: element.dataset.preview !== undefined,
});
