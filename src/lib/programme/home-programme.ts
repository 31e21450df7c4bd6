import type { Showtime } from "../../domain/film";
import { zonedDate } from "../play-week";
import type { ProgrammeFilm } from "./programme-film";

/**
 * Days after the build's that the home page carries in full. A page is rebuilt every day (docs/architecture.md,
 * « Deploying »); two days keep it right when one daily build has failed (docs/decisions.md).
 */
export const HOME_STALE_DAYS = 2;

/** What the home page shows from the programme: its « Aujourd’hui » days and the featured film. */
export interface HomeProgramme {
  /**
   * The films showing in the carried fortnight, each with its showtimes up to `lastDay` and its next one
   * after it: enough for the featured film (the next avant-première, else the newest release still showing).
   */
  films: ProgrammeFilm[];
  /** The last day ("YYYY-MM-DD") whose showtimes the home carries in full. */
  lastDay: string;
}

const DAY_MS = 86_400_000;

const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days the home can show: the build's day and the next HOME_STALE_DAYS, then the first day with a
 * showtime after them, so that once the last of those days is over the next day is there in full.
 */
function lastHomeDay(films: readonly ProgrammeFilm[], buildTime: Date, timeZone: string): string {
  const lastStaleDay = plusDays(zonedDate(buildTime, timeZone), HOME_STALE_DAYS);
  let next: string | undefined;
  for (const showtime of films.flatMap((film) => film.showtimes)) {
    const date = zonedDate(showtime.start, timeZone);
    if (date > lastStaleDay && (next === undefined || date < next)) next = date;
  }
  return next ?? lastStaleDay;
}

/**
 * A film's showtimes up to `lastDay`, and its next one after: the featured film needs to know that a film
 * is still showing, and which avant-première comes next (a film's avant-premières come before its other
 * showtimes, so its next showtime is its next avant-première if it has one).
 */
function homeShowtimes(showtimes: readonly Showtime[], lastDay: string, timeZone: string): Showtime[] {
  const sorted = [...showtimes].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const after = sorted.findIndex((showtime) => zonedDate(showtime.start, timeZone) > lastDay);
  return after < 0 ? sorted : sorted.slice(0, after + 1);
}

/** The home page's share of the carried programme (splitProgramme): not the whole fortnight the listing carries. */
export function homeProgramme(carried: readonly ProgrammeFilm[], buildTime: Date, timeZone: string): HomeProgramme {
  const lastDay = lastHomeDay(carried, buildTime, timeZone);
  const films = carried
    .filter((film) => film.showtimes.length > 0)
    .map((film) => ({ ...film, showtimes: homeShowtimes(film.showtimes, lastDay, timeZone) }));
  return { films, lastDay };
}
