import type { Showtime } from "../../domain/film";
import { FILM_VERSIONS, PROJECTIONS, SHOWTIME_ACCESSIBILITY } from "../../domain/film-values";
import type { ProgrammeFilm } from "./programme-film";

/**
 * A showtime as the listing's and the home page's page data carry it: a tuple instead of an object,
 * codes instead of repeated words (`[perfCode, start, version, projection, screen, accessibility]`, the
 * last omitted when empty). A fortnight of a large programme (1,400 showtimes) then weighs about
 * 65 KB instead of 200 KB (docs/performance.md "Growth").
 */
export type PackedShowtime =
  | [perfCode: string, start: string, version: number, projection: number, screen: number]
  | [perfCode: string, start: string, version: number, projection: number, screen: number, accessibility: number[]];

export type PackedFilm = Omit<ProgrammeFilm, "showtimes"> & { showtimes: PackedShowtime[] };

export interface PackedProgramme {
  /** Screen names, referred to by index. */
  screens: string[];
  films: PackedFilm[];
}

const indexIn = <T>(list: readonly T[], value: T): number => {
  const index = list.indexOf(value);
  if (index < 0) throw new Error(`packProgramme: unknown value ${String(value)}`);
  return index;
};

export function packProgramme(films: readonly ProgrammeFilm[]): PackedProgramme {
  const screens = [...new Set(films.flatMap((film) => film.showtimes.map((showtime) => showtime.screen)))].sort();
  const packShowtime = (showtime: Showtime): PackedShowtime => {
    const packed: PackedShowtime = [
      showtime.perfCode,
      showtime.start,
      indexIn(FILM_VERSIONS, showtime.version),
      indexIn(PROJECTIONS, showtime.projection),
      screens.indexOf(showtime.screen),
    ];
    return showtime.accessibility.length > 0
      ? [...packed, showtime.accessibility.map((code) => indexIn(SHOWTIME_ACCESSIBILITY, code))]
      : packed;
  };
  return { screens, films: films.map((film) => ({ ...film, showtimes: film.showtimes.map(packShowtime) })) };
}

export function unpackProgramme({ screens, films }: PackedProgramme): ProgrammeFilm[] {
  return films.map((film) => ({
    ...film,
    showtimes: film.showtimes.map(([perfCode, start, version, projection, screen, accessibility = []]) => ({
      perfCode,
      start,
      version: FILM_VERSIONS[version]!,
      projection: PROJECTIONS[projection]!,
      screen: screens[screen]!,
      accessibility: accessibility.map((code) => SHOWTIME_ACCESSIBILITY[code]!),
    })),
  }));
}
