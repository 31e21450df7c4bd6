import { toFilmSummary, type Film, type FilmSummary, type Showtime } from "../../domain/film";
import { playWeekIndex, playWeekStart, toPlayWeekBucket, upcomingShowtimes, zonedDate, type Timed } from "../play-week";

/** A film as the programme carries it: its summary, original language and full showtimes (to book, filter, add to a calendar). */
export type ProgrammeFilm = Omit<FilmSummary, "showtimes"> & Pick<Film, "originalLanguage"> & { showtimes: Showtime[] };

/** What the programme's filters look at in a showtime of a later film (one of each, in its showtimes' order). */
export type ShowtimeKind = Pick<Showtime, "version" | "projection" | "accessibility"> & {
  /** Shown before the film's French release: an avant-première. */
  preview: boolean;
};

/**
 * A film of the weeks after next, as the listing and its week files carry it: the summary, its showtimes' starts, and
 * the kinds of its showtimes with its original language, for the filters. Optional, so a plain summary stays one
 * (the build's table of pages types its later films as summaries).
 */
export type LaterFilm = FilmSummary & Partial<Pick<Film, "originalLanguage">> & { kinds?: ShowtimeKind[] };

/** A later week of the programme, loaded on demand: its Wednesday ("YYYY-MM-DD"), or "a-venir" for films without a date. */
export interface LaterWeek {
  key: string;
  films: number;
}

/** Play weeks carried by the listing and the home page: the current one and the next. */
export const CARRIED_WEEKS = 2;
export const UNDATED_KEY = "a-venir";

/**
 * Whether a film is on the programme: it has a showtime to come, no date yet, or a release date from this
 * play week on. A film whose showtimes are over and whose release is past has left the screens.
 */
export function isOnProgramme(
  film: { showtimes: readonly Timed[]; releaseDate: string | null },
  now: Date,
  timeZone: string,
): boolean {
  if (upcomingShowtimes(film.showtimes, now).length > 0) return true;
  return film.releaseDate === null ? film.showtimes.length === 0 : playWeekIndex(film.releaseDate, now, timeZone) >= 0;
}

const weekOf = (film: Film, now: Date, timeZone: string): number => {
  const [next] = upcomingShowtimes(film.showtimes, now);
  if (next) return playWeekIndex(next.start, now, timeZone);
  return film.releaseDate === null ? Number.POSITIVE_INFINITY : Math.max(0, playWeekIndex(film.releaseDate, now, timeZone));
};

const weekKey = (film: Film, now: Date, timeZone: string): string => {
  if (toPlayWeekBucket(film, now, timeZone) === "NEXT_PLAYWEEK_UNDETERMINED") return UNDATED_KEY;
  const [next] = upcomingShowtimes(film.showtimes, now);
  return playWeekStart(new Date(next?.start ?? `${film.releaseDate!}T12:00:00Z`), timeZone);
};

/** The kinds of a film's showtimes, each once. */
function showtimeKinds(film: Film, showtimes: readonly Showtime[], timeZone: string): ShowtimeKind[] {
  const kinds = new Map<string, ShowtimeKind>();
  for (const { version, projection, accessibility, start } of showtimes) {
    const preview = film.releaseDate !== null && zonedDate(start, timeZone) < film.releaseDate;
    const kind = { version, projection, accessibility, preview };
    kinds.set(JSON.stringify(kind), kind);
  }
  return [...kinds.values()];
}

/** A later film as its week's file carries it: the summary with its upcoming showtimes' starts, and their kinds. */
function toLaterFilm(film: Film, now: Date, timeZone: string): LaterFilm {
  const upcoming = upcomingShowtimes(film.showtimes, now);
  return {
    ...toFilmSummary(film),
    showtimes: upcoming.map(({ start }) => ({ start })),
    originalLanguage: film.originalLanguage,
    kinds: showtimeKinds(film, upcoming, timeZone),
  };
}

/**
 * Splits the films on the programme: those of the current and next play weeks, carried in the pages with
 * the showtimes of those weeks, and the later ones, by play week, for files loaded when a visitor asks.
 */
export function splitProgramme(films: readonly Film[], now: Date, timeZone: string) {
  const carried: ProgrammeFilm[] = [];
  const later = new Map<string, LaterFilm[]>();
  for (const film of films) {
    if (!isOnProgramme(film, now, timeZone)) continue;
    if (weekOf(film, now, timeZone) < CARRIED_WEEKS && toPlayWeekBucket(film, now, timeZone) !== "NEXT_PLAYWEEK_UNDETERMINED") {
      const showtimes = upcomingShowtimes(film.showtimes, now).filter(
        (s) => playWeekIndex(s.start, now, timeZone) < CARRIED_WEEKS,
      );
      carried.push({ ...toFilmSummary(film), originalLanguage: film.originalLanguage, showtimes });
      continue;
    }
    const key = weekKey(film, now, timeZone);
    later.set(key, [...(later.get(key) ?? []), toLaterFilm(film, now, timeZone)]);
  }
  const keys = [...later.keys()].sort((a, b) => (a === UNDATED_KEY ? 1 : b === UNDATED_KEY ? -1 : a.localeCompare(b)));
  const laterWeeks: LaterWeek[] = keys.map((key) => ({ key, films: later.get(key)!.length }));
  return { carried, laterWeeks, laterFilms: later };
}
