import type { HeadFC, PageProps } from "gatsby";
import { useCallback, useMemo } from "react";
import { useIntl } from "react-intl";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { LazyAddToCalendarButton } from "../features/films/calendar/lazy-add-to-calendar-button";
import { filmMessages } from "../features/films/messages";
import { orderFilms } from "../features/films/order-films";
import { programmeJsonLd } from "../features/films/programme/programme-json-ld";
import { Programme } from "../features/films/programme/components/programme";
import type { FilmSummary, Showtime } from "../content/film";
import { unpackProgramme, type PackedProgramme } from "../lib/programme/packed-programme";
import type { ProgrammeFilm } from "../lib/programme/programme-film";
import { inlineLaterFilms, type ListingLaterWeek } from "../lib/programme/inline-later-weeks";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { useTrackingRecord } from "../features/tracking";
import { siteIntl } from "../i18n/site-intl";
import { useNow } from "../components/use-now";

export interface FilmListingContext {
  /** The films of this play week and the next, with those weeks' showtimes, packed (packed-programme.ts). */
  programme: PackedProgramme;
  /** The weeks after next: the films of those the listing carries, the number of films of the others. */
  laterWeeks: ListingLaterWeek[];
  buildTime: string;
}

export default function FilmListingPage({
  pageContext: { programme, laterWeeks, buildTime },
  location,
}: PageProps<object, FilmListingContext>) {
  const intl = useIntl();
  const now = useNow(buildTime);
  const films = useMemo(() => unpackProgramme(programme), [programme]);
  useTrackingRecord({ kind: "listing", films: programme.films });
  // Stable, so that the programme's memoised days and lists are not rendered again with each of the page's renders.
  const renderShowtimeExtra = useCallback(
    (film: ProgrammeFilm, showtime: Showtime) => <LazyAddToCalendarButton film={film} showtime={showtime} />,
    [],
  );
  const renderActions = useCallback(
    (film: FilmSummary) => <FavoriteFilmEntry film={film} returnTo={location.pathname} />,
    [location.pathname],
  );
  return (
    <>
      <h1>{intl.formatMessage(filmMessages.listingTitle)}</h1>
      <Programme
        films={films}
        laterWeeks={laterWeeks}
        now={now}
        renderShowtimeExtra={renderShowtimeExtra}
        renderActions={renderActions}
      />
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
    title={siteIntl.formatMessage(filmMessages.listingTitle)}
    description={siteIntl.formatMessage(filmMessages.listingDescription, { cinema: siteConfig.name })}
    path={paths.filmListing()}
    jsonLd={programmeJsonLd(linkedFilms(pageContext))}
  />
);
