import { StaticHtml } from "../components/islands/static-html";
import type { ListingLaterWeek } from "../lib/programme/inline-later-weeks";
import type { ProgrammeFilm } from "../lib/programme/programme-film";
import { ProgrammeContent } from "../features/films/programme/components/programme-content";
import { FavoriteFilmSlot } from "../features/loyalty/favorites/favorite-film-slots";

export interface ListingStaticProps {
  region: string;
  films: readonly ProgrammeFilm[];
  laterWeeks: readonly ListingLaterWeek[];
  now: Date;
  /** The page: the favourites' login link brings the visitor back to it. */
  returnTo: string;
}

/**
 * The listing's programme, rendered by the build only (docs/architecture.md, "Islands"): every day, the other films,
 * the later weeks, each film with its favourite's slot. The browser keeps this HTML; the page's islands act on it.
 */
export default function ListingStatic({ region, films, laterWeeks, now, returnTo }: ListingStaticProps) {
  return (
    <StaticHtml region={region}>
      <ProgrammeContent
        films={films}
        laterWeeks={laterWeeks}
        now={now}
        renderActions={(film) => <FavoriteFilmSlot film={film} returnTo={returnTo} />}
      />
    </StaticHtml>
  );
}
