import type { HeadFC, PageProps } from "gatsby";
import { lazy, memo, useCallback, useDeferredValue, useMemo } from "react";
import { useIntl } from "react-intl";
import { LazyPart } from "../components/lazy-part";
import { useStaticLinks } from "../components/islands/use-static-links";
import { Seo } from "../components/seo";
import { useClock } from "../components/use-now";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import type { FilmSummary, Showtime } from "../domain/film";
import { LazyAddToCalendarButton } from "../features/films/calendar/lazy-add-to-calendar-button";
import { listingMessages } from "../features/films/listing-messages";
import { orderFilms } from "../features/films/order-films";
import { ProgrammeControls } from "../features/films/programme/components/programme-controls";
import { PROGRAMME_REGION, programmeRegion } from "../features/films/programme/programme-dom";
import { programmeJsonLd } from "../features/films/programme/programme-json-ld";
import { useProgrammeView } from "../features/films/programme/use-programme-view";
import { BrowserFavoriteFilmSlot, FavoriteFilmSlots } from "../features/loyalty/favorites/favorite-film-islands";
import { useTrackingRecord } from "../features/tracking";
import { siteIntl } from "../i18n/site-intl";
import { inlineLaterFilms, type ListingLaterWeek } from "../lib/programme/inline-later-weeks";
import { unpackProgramme, type PackedProgramme } from "../lib/programme/packed-programme";
import type { ProgrammeFilm } from "../lib/programme/programme-film";
import ListingStatic from "./film-listing-page.static";

export interface FilmListingContext {
  /** The films of this play week and the next, with those weeks' showtimes, packed (packed-programme.ts). */
  programme: PackedProgramme;
  /** The weeks after next: the films of those the listing carries, the number of films of the others. */
  laterWeeks: ListingLaterWeek[];
  buildTime: string;
}

/** What the listing adds once it runs: loaded after hydration, out of the first load. */
const ProgrammeEnhancements = memo(
  lazy(() =>
    import("../features/films/programme/components/programme-enhancements").then((m) => ({ default: m.ProgrammeEnhancements })),
  ),
);

/**
 * `/films/`: a static programme (ListingStatic, rendered by the build only) and its islands, hydrated: the day
 * picker and filters, what the programme gains once the page runs, and a member's favourite toggles.
 */
export default function FilmListingPage({
  pageContext: { programme, laterWeeks, buildTime },
  location,
}: PageProps<object, FilmListingContext>) {
  const intl = useIntl();
  const { now, read: clockRead } = useClock(buildTime);
  useStaticLinks(programmeRegion);
  const films = useMemo(() => unpackProgramme(programme), [programme]);
  useTrackingRecord({ kind: "listing", films: programme.films });
  const view = useProgrammeView(films, now, clockRead);
  // The tap's frame shows the choice on the static programme; what the enhancements add renders after it.
  const chosen = useDeferredValue(view.chosen);
  const filters = useDeferredValue(view.query.filters);
  const returnTo = location.pathname;
  const titles = useMemo(
    () => new Map([...films, ...inlineLaterFilms(laterWeeks)].map((film) => [film.id, film.title])),
    [films, laterWeeks],
  );
  const titleOf = useCallback((id: string) => titles.get(id) ?? "", [titles]);
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
      <h1>{intl.formatMessage(listingMessages.listingTitle)}</h1>
      <ProgrammeControls dates={view.dates} formats={view.formats} now={now} chosen={view.chosen?.date} query={view} />
      <ListingStatic region={PROGRAMME_REGION} films={films} laterWeeks={laterWeeks} now={now} returnTo={returnTo} />
      {view.query.ready && (
        <LazyPart fallback={null}>
          <ProgrammeEnhancements
            chosen={chosen}
            filters={filters}
            words={view.words}
            laterWeeks={laterWeeks}
            now={now}
            renderShowtimeExtra={renderShowtimeExtra}
            renderActions={renderActions}
          />
        </LazyPart>
      )}
      <FavoriteFilmSlots root={programmeRegion} titleOf={titleOf} returnTo={returnTo} />
    </>
  );
}

/** The films the listing links to, in its order: the next two weeks', then the later ones it carries. */
const linkedFilms = ({ programme, laterWeeks }: FilmListingContext) => [
  ...orderFilms(programme.films, siteConfig.movieOrderIndex),
  ...inlineLaterFilms(laterWeeks),
];

export const Head: HeadFC<object, FilmListingContext> = ({ pageContext }) => (
  <Seo
    title={siteIntl.formatMessage(listingMessages.listingTitle)}
    description={siteIntl.formatMessage(listingMessages.listingDescription, { cinema: siteConfig.name })}
    path={paths.filmListing()}
    jsonLd={programmeJsonLd(linkedFilms(pageContext))}
  />
);
