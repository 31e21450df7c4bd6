import type { ResponsiveImage } from "./responsive-image";
import type { FilmContent, ShowtimeContent } from "./film-schema";

/** A showtime with its start resolved to an ISO 8601 instant with offset. */
export type Showtime = Omit<ShowtimeContent, "start"> & { start: string };

/**
 * A film as the pages use it: release date "YYYY-MM-DD" (or null), resolved showtimes, and the
 * responsive files the build made of its poster and backdrop files, when it has them.
 */
export type Film = Omit<FilmContent, "releaseDate" | "showtimes"> & {
  releaseDate: string | null;
  showtimes: Showtime[];
  posterImage?: ResponsiveImage;
  backdropImage?: ResponsiveImage;
};

/** What the film listing needs of a film: showtimes reduced to their start (page data stays small). */
export type FilmSummary = Pick<
  Film,
  "id" | "slug" | "title" | "genres" | "durationMinutes" | "releaseDate" | "classification" | "tags" | "poster"
> &
  Pick<Film, "posterImage" | "backdropImage"> & { showtimes: Pick<Showtime, "start">[] };

export const toFilmSummary = (film: Film): FilmSummary => ({
  id: film.id,
  slug: film.slug,
  title: film.title,
  genres: film.genres,
  durationMinutes: film.durationMinutes,
  releaseDate: film.releaseDate,
  classification: film.classification,
  tags: film.tags,
  poster: film.poster,
  ...(film.posterImage ? { posterImage: film.posterImage } : {}),
  ...(film.backdropImage ? { backdropImage: film.backdropImage } : {}),
  showtimes: film.showtimes.map(({ start }) => ({ start })),
});
