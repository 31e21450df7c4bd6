import { upcomingShowtimes, zonedDate, type Timed } from "../../../lib/play-week";

/** A film on a given day, with that day's showtimes in order. */
export interface DayFilm<F, S> {
  film: F;
  showtimes: S[];
}

/** One local day of the programme ("YYYY-MM-DD") and the films showing that day, in the films' order. */
export interface ProgrammeDay<F, S> {
  date: string;
  films: DayFilm<F, S>[];
}

/** Every showtime of a day, its films' together (for what concerns the day as a whole: when it is over). */
export const showtimesOfDay = <S>(day: ProgrammeDay<unknown, S>): S[] => day.films.flatMap(({ showtimes }) => showtimes);

/**
 * The programme day by day, from today (in the theatre's zone) to the last day with a showtime:
 * only days that have a showtime still to come, each with its films in the order given.
 */
export function toProgrammeDays<S extends Timed, F extends { showtimes: readonly S[] }>(
  films: readonly F[],
  now: Date,
  timeZone: string,
): ProgrammeDay<F, S>[] {
  const days = new Map<string, DayFilm<F, S>[]>();
  for (const film of films) {
    const byDate = new Map<string, S[]>();
    for (const showtime of upcomingShowtimes(film.showtimes, now)) {
      const date = zonedDate(showtime.start, timeZone);
      byDate.set(date, [...(byDate.get(date) ?? []), showtime]);
    }
    for (const [date, showtimes] of byDate) days.set(date, [...(days.get(date) ?? []), { film, showtimes }]);
  }
  return [...days.keys()].sort().map((date) => ({ date, films: days.get(date)! }));
}

/**
 * Showtimes the pre-rendered listing shows as booking buttons, day by day (docs/performance.md, "Growth"):
 * a multiplex's (100 showtimes a day) gets its first day in full and its other days as times.
 */
export const PRE_RENDERED_SHOWTIMES = 120;

/**
 * Days the pre-rendered listing shows in full at most: the first a visitor sees (today, or tomorrow once
 * today's last showtime has begun) and the next. The others are chosen far less often, and each in full was
 * about 22 KB of HTML that every visit parsed (issue 33); chosen, they show in full from the page's data.
 */
export const FULL_DAYS = 2;

/**
 * How many of the first days the pre-rendered HTML shows in full (each film with poster, facts and booking
 * buttons): the first day always, then the next while there are fewer than `FULL_DAYS` and the showtimes of
 * those days stay within `budget`. The days after are shown lighter (day-times.tsx), so the HTML does not grow
 * with the programme.
 */
export function fullyRenderedDayCount(
  days: readonly { films: readonly { showtimes: readonly unknown[] }[] }[],
  budget = PRE_RENDERED_SHOWTIMES,
): number {
  let showtimes = 0;
  let count = 0;
  for (const day of days.slice(0, FULL_DAYS)) {
    showtimes += day.films.reduce((sum, film) => sum + film.showtimes.length, 0);
    if (count > 0 && showtimes > budget) break;
    count += 1;
  }
  return count;
}
