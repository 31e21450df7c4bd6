import { lazy, memo, Suspense, useMemo, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../content/film";
import { PROJECTIONS } from "../../../../content/film-values";
import { FilmListing } from "../../components/film-listing";
import { orderFilms } from "../../order-films";
import { hasFilters, matchesFilters, toProgrammeQuery } from "../filters";
import { formatDayHeading } from "../format-day";
import { programmeMessages } from "../messages";
import { chooseDay, fullyRenderedDayCount, toProgrammeDays, type ProgrammeDay } from "../programme-days";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import type { ListingLaterWeek } from "../../../../lib/programme/inline-later-weeks";
import { useDaysLeftMounted } from "../use-days-left-mounted";
import { useProgrammeQuery } from "../use-programme-query";
import { DayFilms } from "./day-films";
import { DayPicker } from "./day-picker";
import { DayTimes } from "./day-times";
import { LaterWeeks } from "./later-weeks";

const DayHeading = styled.h2`
  margin: 0 0 0.25rem;
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.palette.muted};
`;

/**
 * Keeps the filters' place while they load after hydration: no layout shift. The space below is the slot's
 * own margin, not the panel's: WebKit lets a child's margin collapse through a min-height box (16 px shift).
 */
const FiltersSlot = styled.div`
  min-height: calc(44px + 4px);
  margin-bottom: 1rem;
`;

const dayId = (date: string) => `jour-${date}`;

/** Shown after hydration only (they act on the URL): not part of the page's first-load JavaScript. */
const ProgrammeFiltersPanel = lazy(() => import("./programme-filters").then((m) => ({ default: m.ProgrammeFiltersPanel })));

export interface ProgrammeProps {
  films: readonly ProgrammeFilm[];
  laterWeeks: readonly ListingLaterWeek[];
  now: Date;
  /** Controls beside each showtime that need JavaScript (the calendar button): shown after hydration only. */
  renderShowtimeExtra?: (film: ProgrammeFilm, showtime: Showtime) => ReactNode;
  renderActions?: (film: FilmSummary) => ReactNode;
}

/** A day's heading, count and films: memoised, so that hiding or removing the other days leaves it alone. */
const DayContent = memo(function DayContent({
  day,
  now,
  full,
  renderShowtimeExtra,
  renderActions,
  eagerPosters,
}: {
  day: ProgrammeDay<ProgrammeFilm, Showtime>;
  now: Date;
  full: boolean;
  renderShowtimeExtra?: ProgrammeProps["renderShowtimeExtra"];
  renderActions?: ProgrammeProps["renderActions"];
  eagerPosters: number;
}) {
  const intl = useIntl();
  const showtimes = day.films.reduce((sum, f) => sum + f.showtimes.length, 0);
  return (
    <>
      <DayHeading id={`${dayId(day.date)}-titre`}>{formatDayHeading(intl, day.date, now, siteConfig.timeZone)}</DayHeading>
      <Count>
        {showtimes > 0
          ? intl.formatMessage(programmeMessages.showtimeCount, { films: day.films.length, showtimes })
          : intl.formatMessage(programmeMessages.noShowtimeForFilters)}
      </Count>
      {full ? (
        <DayFilms
          films={day.films}
          renderShowtimeExtra={renderShowtimeExtra}
          renderActions={renderActions}
          eagerPosters={eagerPosters}
        />
      ) : (
        <DayTimes films={day.films} />
      )}
    </>
  );
});

/**
 * The programme by day: a day picker, the chosen day's films with their showtimes, filters, then the other
 * films by play week. The server's HTML (and the first render) shows every day, the first ones in full and,
 * for a large programme, the others as times (fullyRenderedDayCount); the chosen day and filters come from
 * the URL after hydration: the other days are hidden then, and removed one per task (useDaysLeftMounted).
 */
export function Programme({ films, laterWeeks, now, renderShowtimeExtra, renderActions }: ProgrammeProps) {
  const intl = useIntl();
  const timeZone = siteConfig.timeZone;
  const { ready, day, filters, update } = useProgrammeQuery();
  const ordered = useMemo(() => orderFilms(films, siteConfig.movieOrderIndex, siteConfig.globalExcludedMovieIds), [films]);
  // The play-week arithmetic of every showtime: once per minute of the visitor's clock, not on every render.
  const days = useMemo(() => toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, timeZone), [ordered, now, timeZone]);
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const fullDays = fullyRenderedDayCount(days);
  const chosen = ready ? chooseDay(days, day) : undefined;
  const { left, removing } = useDaysLeftMounted(dates, chosen?.date, ready);
  const matches = (film: ProgrammeFilm) => (showtime: Showtime) => matchesFilters(showtime, film, filters, timeZone);
  const filterDay = (shown: ProgrammeDay<ProgrammeFilm, Showtime>) => ({
    ...shown,
    films: shown.films
      .map(({ film, showtimes }) => ({ film, showtimes: showtimes.filter(matches(film)) }))
      .filter(({ showtimes }) => showtimes.length > 0),
  });
  // Until the other days are gone, the films below are the server's (those without a day): one change at the end.
  const listedDays = ready && !removing ? (chosen ? [chosen] : []) : days;
  const inListedDays = new Set(listedDays.flatMap((shown) => shown.films.map(({ film }) => film.id)));
  const others = ordered.filter(
    (film) => !inListedDays.has(film.id) && (!hasFilters(filters) || film.showtimes.some(matches(film))),
  );
  const formats = PROJECTIONS.filter((format) => films.some((film) => film.showtimes.some((s) => s.projection === format)));
  const hrefFor = (date: string) => (ready ? toProgrammeQuery(date, filters) : `#${dayId(date)}`);

  return (
    <>
      <DayPicker
        dates={dates}
        chosen={chosen?.date}
        now={now}
        hrefFor={hrefFor}
        onChoose={ready ? (date) => update(date, filters) : undefined}
      />
      <FiltersSlot>
        {ready && (
          <Suspense fallback={null}>
            <ProgrammeFiltersPanel filters={filters} formats={formats} onChange={(next) => update(day, next)} />
          </Suspense>
        )}
      </FiltersSlot>
      {days.length === 0 && <p>{intl.formatMessage(programmeMessages.noShowtimeToday)}</p>}
      {days.map((shown, index) => {
        const isChosen = shown.date === chosen?.date;
        if (ready && !isChosen && (left === null ? !removing : !left.includes(shown.date))) return null;
        return (
          <section
            key={shown.date}
            id={dayId(shown.date)}
            aria-labelledby={`${dayId(shown.date)}-titre`}
            data-day={shown.date}
            data-showtimes=""
            hidden={ready && !isChosen}
          >
            <DayContent
              day={isChosen && hasFilters(filters) ? filterDay(shown) : shown}
              now={now}
              full={index < fullDays || isChosen}
              renderShowtimeExtra={isChosen ? renderShowtimeExtra : undefined}
              renderActions={renderActions}
              eagerPosters={index === 0 ? 4 : 0}
            />
          </section>
        );
      })}
      {others.length > 0 && <FilmListing films={others} now={now} renderActions={renderActions} />}
      <LaterWeeks weeks={laterWeeks} now={now} renderActions={renderActions} />
    </>
  );
}
