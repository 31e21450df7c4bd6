import { StaticHtml } from "../components/islands/static-html";
import type { Showtime } from "../domain/film";
import { FeaturedFilm } from "../features/films/programme/components/featured-film";
import { TodayProgramme } from "../features/films/programme/components/today-programme";
import { pickFeaturedFilm } from "../features/films/programme/featured-film";
import { FavoriteFilmSlot } from "../features/loyalty/favorites/favorite-film-slots";
import { siteConfig } from "../config/site-config";
import type { ProgrammeFilm } from "../lib/programme/programme-film";

export interface HomeStaticProps {
  region: string;
  /** The films of the home's days, in the site's order. */
  films: readonly ProgrammeFilm[];
  lastDay: string;
  now: Date;
  returnTo: string;
}

/**
 * The home page's programme, rendered by the build only (docs/architecture.md, "Islands"): the featured film and
 * today's showtimes, each film with its favourite's slot. The browser keeps this HTML.
 */
export default function HomeStatic({ region, films, lastDay, now, returnTo }: HomeStaticProps) {
  const featured = pickFeaturedFilm<Showtime, ProgrammeFilm>(films, now, siteConfig.timeZone);
  return (
    <StaticHtml region={region}>
      {featured && <FeaturedFilm featured={featured} />}
      <TodayProgramme
        films={films}
        now={now}
        lastDay={lastDay}
        excludedFilmId={featured?.film.id}
        renderActions={(film) => <FavoriteFilmSlot film={film} returnTo={returnTo} />}
      />
    </StaticHtml>
  );
}
