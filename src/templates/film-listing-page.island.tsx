import { lazy, memo, useCallback, useDeferredValue, useMemo } from "react";
import { useClock } from "../components/use-now";
import type { FilmSummary, Showtime } from "../domain/film";
import { LazyAddToCalendarButton } from "../features/films/calendar/lazy-add-to-calendar-button";
import { ProgrammeControls } from "../features/films/programme/components/programme-controls";
import { useProgrammeClock } from "../features/films/programme/use-programme-clock";
import { useProgrammeView } from "../features/films/programme/use-programme-view";
import { BrowserFavoriteFilmSlot } from "../features/loyalty/favorites/favorite-film-islands";
import { LazyPart } from "../components/lazy-part";
import { inlineLaterFilms } from "../lib/programme/listing-later-week";
import { unpackProgramme } from "../lib/programme/packed-programme";
import type { ProgrammeFilm } from "../lib/programme/programme-film";
import type { FilmListingContext } from "./film-listing-page";

/** What the listing adds once it runs: loaded after the island hydrates. */
const ProgrammeEnhancements = memo(
  lazy(() =>
    import("../features/films/programme/components/programme-enhancements").then((m) => ({ default: m.ProgrammeEnhancements })),
  ),
);

export interface ListingProgrammeProps extends FilmListingContext {
  /** The page: the favourites' login link brings the visitor back to it. */
  returnTo: string;
}

/**
 * The listing's island (film-listing-page.tsx): the day picker and the filters above the static programme, and what
 * the programme gains once the page runs (a day the build gave as times shown in full, « Ajouter à mon agenda », the
 * later weeks on demand, the visitor's clock on past showtimes), acting on the static HTML. It takes the programme
 * over from the head script (use-programme-view.ts).
 */
export default function ListingProgramme({ programme, laterWeeks, buildTime, returnTo }: ListingProgrammeProps) {
  const { now, read: clockRead } = useClock(buildTime);
  const films = useMemo(() => unpackProgramme(programme), [programme]);
  const laterFilms = useMemo(() => inlineLaterFilms(laterWeeks), [laterWeeks]);
  const view = useProgrammeView(films, laterFilms, now, clockRead);
  useProgrammeClock({ now, read: clockRead });
  // The tap's frame shows the choice on the static programme; what the enhancements add renders after it.
  const chosen = useDeferredValue(view.chosen);
  const filters = useDeferredValue(view.query.filters);
  const renderActions = useCallback(
    (film: FilmSummary) => <BrowserFavoriteFilmSlot film={film} returnTo={returnTo} />,
    [returnTo],
  );
  const renderShowtimeExtra = useCallback(
    (film: ProgrammeFilm, showtime: Showtime) => <LazyAddToCalendarButton film={film} showtime={showtime} />,
    [],
  );
  return (
    <>
      <ProgrammeControls dates={view.dates} formats={view.formats} now={now} chosen={view.chosen?.date} query={view} />
      {view.query.ready && (
        <LazyPart fallback={null}>
          <ProgrammeEnhancements
            chosen={chosen}
            askedFor={view.askedFor}
            filters={filters}
            words={view.words}
            laterWeeks={laterWeeks}
            now={now}
            renderShowtimeExtra={renderShowtimeExtra}
            renderActions={renderActions}
          />
        </LazyPart>
      )}
    </>
  );
}
