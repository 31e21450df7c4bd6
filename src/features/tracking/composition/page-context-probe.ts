import { paths } from "../../../config/paths";
import type { TrackedPage } from "../core/tracked-page";

interface FilmLike {
  id: string;
  title: string;
  releaseDate: string | null;
  showtimes?: unknown[];
}

const isFilm = (value: unknown): value is FilmLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FilmLike).id === "string" &&
  typeof (value as FilmLike).title === "string";

const scheduled = (films: FilmLike[]) => films.filter((film) => (film.showtimes?.length ?? 0) > 0).map((film) => film.id);

/** The page as analytics and ads see it, from the page context gatsby-node gave it. */
export function trackedPageFrom(pathname: string, pageContext: unknown): TrackedPage {
  const context = (typeof pageContext === "object" && pageContext !== null ? pageContext : {}) as {
    film?: unknown;
    films?: unknown;
    programme?: { films?: unknown };
  };
  if (isFilm(context.film)) {
    const { id, title, releaseDate } = context.film;
    return { pathname, pageType: "movie", film: { id, title, releaseDate }, scheduledMovieIds: scheduled([context.film]) };
  }
  // The listing and the home page carry their weeks as a (packed) programme; other pages may list films.
  const listed = context.programme?.films ?? context.films;
  const films = Array.isArray(listed) ? listed.filter(isFilm) : [];
  const pageType = pathname === paths.filmListing() ? "movies" : pathname === paths.home() ? "home" : "page";
  return { pathname, pageType, film: null, scheduledMovieIds: scheduled(films) };
}
