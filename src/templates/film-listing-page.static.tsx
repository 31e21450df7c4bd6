import { StaticHtml } from "../components/islands/static-html";
import type { ListingLaterWeek } from "../lib/programme/listing-later-week";
import { unpackProgramme, type PackedProgramme } from "../lib/programme/packed-programme";
import { ProgrammeContent } from "../features/films/programme/components/programme-content";
import { FavoriteFilmSlot } from "../features/loyalty/favorites/favorite-film-slots";

export interface ListingStaticProps {
  region: string;
  programme: PackedProgramme;
  laterWeeks: readonly ListingLaterWeek[];
  /** The build's time: what the programme shows is what is still to come then. */
  buildTime: string;
  /** The page: the favourites' login link brings the visitor back to it. */
  returnTo: string;
}

/**
 * The listing's programme, rendered by the build only (docs/architecture.md, "Islands"): every day, the other films,
 * the later weeks, each film with its favourite's slot. The browser keeps this HTML; the listing's island and the
 * favourites' portals act on it.
 */
export default function ListingStatic({ region, programme, laterWeeks, buildTime, returnTo }: ListingStaticProps) {
  return (
    <StaticHtml region={region}>
      <ProgrammeContent
        films={unpackProgramme(programme)}
        laterWeeks={laterWeeks}
        now={new Date(buildTime)}
        renderActions={(film) => <FavoriteFilmSlot film={film} returnTo={returnTo} />}
      />
    </StaticHtml>
  );
}
