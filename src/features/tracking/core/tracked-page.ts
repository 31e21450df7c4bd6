import type { ListedFilm, TrackingRecord } from "./tracking-record";

/** What analytics and ads need to know about the page shown (from its tracking record). */
export interface TrackedPage {
  pathname: string;
  /** movie (a film page), movies (the listing), home, or page (any other). */
  pageType: "movie" | "movies" | "home" | "page";
  film: { id: string; title: string; releaseDate: string | null } | null;
  /** Ids of the films with showtimes on this page (ad targeting, SPEC §3). */
  scheduledMovieIds: string[];
  isLoggedIn?: boolean;
}

const PAGE_TYPES = { listing: "movies", home: "home", other: "page" } as const;

const scheduled = (films: readonly ListedFilm[]) => films.filter((film) => film.showtimes.length > 0).map((film) => film.id);

export function trackedPageFrom(pathname: string, record: TrackingRecord): TrackedPage {
  if (record.kind === "film") {
    const { id, title, releaseDate } = record.film;
    return { pathname, pageType: "movie", film: { id, title, releaseDate }, scheduledMovieIds: scheduled([record.film]) };
  }
  return { pathname, pageType: PAGE_TYPES[record.kind], film: null, scheduledMovieIds: scheduled(record.films) };
}
