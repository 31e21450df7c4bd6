/** A film as a page hands it to tracking: SPEC §3's movie fields, and its showtimes (scheduled when it has any). */
export interface TrackedFilm {
  id: string;
  title: string;
  releaseDate: string | null;
  showtimes: readonly unknown[];
}

/** A film a page lists: ad targeting's scheduledMovieIds (SPEC §3) are those with showtimes. */
export type ListedFilm = Pick<TrackedFilm, "id" | "showtimes">;

/**
 * What a page tells tracking about itself, handed over by its template (useTrackingRecord): a film page
 * its film; the listing, the home page and other pages the films they list.
 */
export type TrackingRecord =
  { kind: "film"; film: TrackedFilm } | { kind: "listing" | "home" | "other"; films: readonly ListedFilm[] };

/** A page whose template tells nothing (the cinema, the member area, the permalinks…). */
export const UNTOLD_PAGE: TrackingRecord = { kind: "other", films: [] };
