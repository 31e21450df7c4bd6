/** What analytics and ads need to know about the page shown (built from its page context). */
export interface TrackedPage {
  pathname: string;
  /** movie (a film page), movies (the listing), home, or page (any other). */
  pageType: "movie" | "movies" | "home" | "page";
  film: { id: string; title: string; releaseDate: string | null } | null;
  /** Ids of the films with showtimes on this page (ad targeting, SPEC §3). */
  scheduledMovieIds: string[];
  isLoggedIn?: boolean;
}
