import { upcomingShowtimes, zonedDate, type Timed } from "../../../lib/play-week";
import { isPreview } from "./filters";

interface Featurable<S extends Timed> {
  originalLanguage: string;
  releaseDate: string | null;
  showtimes: readonly S[];
}

export type Featured<F, S> = { kind: "preview"; film: F; showtime: S } | { kind: "release"; film: F };

/**
 * The home page's featured film: the next avant-première, else the newest release still showing
 * (released today or before, with a showtime to come); none when nothing is showing.
 */
export function pickFeaturedFilm<S extends Timed, F extends Featurable<S>>(
  films: readonly F[],
  now: Date,
  timeZone: string,
): Featured<F, S> | undefined {
  const previews = films.flatMap((film) =>
    upcomingShowtimes(film.showtimes, now)
      .filter((showtime) => isPreview(showtime, film, timeZone))
      .map((showtime) => ({ film, showtime })),
  );
  previews.sort((a, b) => Date.parse(a.showtime.start) - Date.parse(b.showtime.start));
  if (previews[0]) return { kind: "preview", ...previews[0] };
  const today = zonedDate(now, timeZone);
  const released = films.filter(
    (film) => film.releaseDate !== null && film.releaseDate <= today && upcomingShowtimes(film.showtimes, now).length > 0,
  );
  // Stable: among equal dates the first in the site's order wins.
  const newest = released.reduce<F | undefined>(
    (best, film) => (!best || film.releaseDate! > best.releaseDate! ? film : best),
    undefined,
  );
  return newest && { kind: "release", film: newest };
}
