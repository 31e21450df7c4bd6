import type { Film, Showtime } from "../domain/film";
import type { ShowtimeSelection } from "../domain/page-schema";
import { zonedDate } from "./play-week";

/** What a custom-showtimes page carries of each film: enough for its showtime links. */
export type SelectedFilm = Pick<Film, "id" | "slug" | "title" | "originalLanguage" | "classification"> & {
  showtimes: Showtime[];
};

/**
 * The films and showtimes a custom-showtimes page lists: every criterion given must hold
 * (film ids, film tags, any of the accessibility kinds, local dates from/to inclusive).
 */
export function selectShowtimes(films: readonly Film[], selection: ShowtimeSelection, timeZone: string): SelectedFilm[] {
  const { filmIds, filmTags, accessibility, from, to } = selection;
  const keepsFilm = (film: Film) =>
    (!filmIds || filmIds.includes(film.id)) && (!filmTags || film.tags.some((tag) => filmTags.includes(tag)));
  const keepsShowtime = (showtime: Showtime) => {
    const day = zonedDate(showtime.start, timeZone);
    return (
      (!accessibility || showtime.accessibility.some((kind) => accessibility.includes(kind))) &&
      (!from || day >= from) &&
      (!to || day <= to)
    );
  };
  return films.filter(keepsFilm).flatMap((film) => {
    const showtimes = film.showtimes.filter(keepsShowtime);
    if (showtimes.length === 0) return [];
    const { id, slug, title, originalLanguage, classification } = film;
    return [{ id, slug, title, originalLanguage, classification, showtimes }];
  });
}
