import { PROJECTIONS, type Projection, type ShowtimeAccessibility } from "../../../domain/film-values";
import type { Showtime } from "../../../domain/film";
import { zonedDate } from "../../../lib/play-week";
import { DAY_QUERY, requestedDay } from "../../../lib/programme/programme-attributes";
import type { VersionCode } from "../showtime-version";

/**
 * The programme's filters, combinable: a showtime passes when it matches every filter set;
 * within accessibility, any of the chosen features (a household may need one or the other).
 */
export interface ProgrammeFilters {
  version: VersionCode | null;
  accessibility: ShowtimeAccessibility[];
  format: Projection | null;
  previewsOnly: boolean;
}

export const NO_FILTERS: ProgrammeFilters = { version: null, accessibility: [], format: null, previewsOnly: false };

/** URL query names and values (French, readable in a shared link). */
export const QUERY = {
  day: DAY_QUERY,
  version: "version",
  accessibility: "accessibilite",
  format: "format",
  previews: "avant-premieres",
};
const VERSION_VALUES: Record<string, VersionCode> = { vf: "VF", vost: "VOST" };
export const ACCESSIBILITY_VALUES: Record<string, ShowtimeAccessibility> = { ad: "AD", "st-sme": "SDH", "cine-relax": "RELAX" };
const valueOf = <T extends string>(table: Record<string, T>, code: T) => Object.keys(table).find((key) => table[key] === code)!;

export interface FilmForFilters {
  originalLanguage: string;
  releaseDate: string | null;
}

/** An avant-première: a showing before the film's French release date. */
export const isPreview = (showtime: Pick<Showtime, "start">, film: FilmForFilters, timeZone: string): boolean =>
  film.releaseDate !== null && zonedDate(showtime.start, timeZone) < film.releaseDate;

export const hasFilters = (filters: ProgrammeFilters): boolean =>
  filters.version !== null || filters.format !== null || filters.accessibility.length > 0 || filters.previewsOnly;

/**
 * Reads the day and filters of a URL query; unknown values are ignored. Without a day in the query, the day of
 * the fragment (a day chip followed before the listing ran: the head script shows that day, head-script.ts).
 */
export function parseProgrammeQuery(search: string, hash = ""): { day: string | null; filters: ProgrammeFilters } {
  const query = new URLSearchParams(search);
  const format = query.get(QUERY.format)?.toUpperCase();
  const accessibility = query
    .getAll(QUERY.accessibility)
    .flatMap((value) => value.split(","))
    .map((value) => ACCESSIBILITY_VALUES[value])
    .filter((value): value is ShowtimeAccessibility => value !== undefined);
  return {
    day: requestedDay(search, hash),
    filters: {
      version: VERSION_VALUES[query.get(QUERY.version) ?? ""] ?? null,
      accessibility: [...new Set(accessibility)],
      format: PROJECTIONS.find((projection) => projection === format) ?? null,
      previewsOnly: query.get(QUERY.previews) === "1",
    },
  };
}

/**
 * The URL query of a day and filters ("" when none), in a stable order so equal views share one URL.
 * The current address's other parameters (a campaign's utm_) are kept.
 */
export function toProgrammeQuery(day: string | null, filters: ProgrammeFilters, currentSearch = ""): string {
  const query = new URLSearchParams(currentSearch);
  for (const name of Object.values(QUERY)) query.delete(name);
  if (day) query.set(QUERY.day, day);
  if (filters.version) query.set(QUERY.version, valueOf(VERSION_VALUES, filters.version));
  if (filters.accessibility.length > 0) {
    const values = Object.values(ACCESSIBILITY_VALUES).filter((a) => filters.accessibility.includes(a));
    query.set(QUERY.accessibility, values.map((a) => valueOf(ACCESSIBILITY_VALUES, a)).join(","));
  }
  if (filters.format) query.set(QUERY.format, filters.format.toLowerCase());
  if (filters.previewsOnly) query.set(QUERY.previews, "1");
  const text = query.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}
