import { lazy, memo, useDeferredValue, useMemo, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { LazyPart } from "../../../../components/lazy-part";
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

/**
 * Shown after hydration only (they act on the URL): not part of the page's first-load JavaScript. Its chunk is
 * named so that page-loading.spec.ts can make it fail.
 */
const ProgrammeFiltersPanel = lazy(() =>
  import(/* webpackChunkName: "programme-filters" */ "./programme-filters").then((m) => ({ default: m.ProgrammeFiltersPanel })),
);

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

/** The films with no showtime on the days listed, and the later weeks: memoised, a day's choice leaves them be. */
const OtherFilms = memo(FilmListing);
const MemoLaterWeeks = memo(LaterWeeks);

/**
 * The programme by day: a day picker, the chosen day's films with their showtimes, filters, then the other
 * films by play week. The server's HTML (and the first render) shows every day, the first ones in full and,
 * for a large programme, the others as times (fullyRenderedDayCount); the chosen day and filters come from
 * the URL after hydration: the other days are hidden then, and removed one per task (useDaysLeftMounted).
 * A choice shows at once in the picker and the filters; the days follow in a deferred render, which React
 * renders in slices (a whole day was one 400 ms task at 4× CPU slowdown), the old day shown meanwhile.
 */
export function Programme({ films, laterWeeks, now, renderShowtimeExtra, renderActions }: ProgrammeProps) {
  const intl = useIntl();
  const timeZone = siteConfig.timeZone;
  const { query, update } = useProgrammeQuery();
  const shown = useDeferredValue(query);
  const { ready, filters } = shown;
  const ordered = useMemo(() => orderFilms(films, siteConfig.movieOrderIndex), [films]);
  // The play-week arithmetic of every showtime: once per minute of the visitor's clock, not on every render.
  const days = useMemo(() => toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, timeZone), [ordered, now, timeZone]);
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const fullDays = fullyRenderedDayCount(days);
  const chosen = ready ? chooseDay(days, shown.day) : undefined;
  const picked = query.ready ? chooseDay(days, query.day) : undefined;
  const { left, removing } = useDaysLeftMounted(dates, chosen?.date, ready);
  const matches = useMemo(
    () => (film: ProgrammeFilm) => (showtime: Showtime) => matchesFilters(showtime, film, filters, timeZone),
    [filters, timeZone],
  );
  const chosenShown = useMemo(() => {
    if (!chosen || !hasFilters(filters)) return chosen;
    return {
      ...chosen,
      films: chosen.films
        .map(({ film, showtimes }) => ({ film, showtimes: showtimes.filter(matches(film)) }))
        .filter(({ showtimes }) => showtimes.length > 0),
    };
  }, [chosen, filters, matches]);
  // Until the other days are gone, the films below are the server's (those without a day): one change at the end.
  const settled = ready && !removing;
  const listedDays = useMemo(() => (settled ? (chosen ? [chosen] : []) : days), [settled, chosen, days]);
  const others = useMemo(() => {
    const inListedDays = new Set(listedDays.flatMap((day) => day.films.map(({ film }) => film.id)));
    return ordered.filter((film) => !inListedDays.has(film.id) && (!hasFilters(filters) || film.showtimes.some(matches(film))));
  }, [ordered, listedDays, filters, matches]);
  const formats = useMemo(
    () => PROJECTIONS.filter((format) => films.some((film) => film.showtimes.some((s) => s.projection === format))),
    [films],
  );
  const hrefFor = (date: string) => (query.ready ? toProgrammeQuery(date, query.filters) : `#${dayId(date)}`);

  return (
    <>
      <DayPicker
        dates={dates}
        chosen={picked?.date}
        now={now}
        hrefFor={hrefFor}
        onChoose={query.ready ? (date) => update(date, query.filters) : undefined}
      />
      <FiltersSlot>
        {query.ready && (
          <LazyPart fallback={null}>
            <ProgrammeFiltersPanel filters={query.filters} formats={formats} onChange={(next) => update(query.day, next)} />
          </LazyPart>
        )}
      </FiltersSlot>
      {/* Busy while the days follow a choice the picker or the filters already show. */}
      <div aria-busy={shown !== query ? true : undefined}>
        {days.length === 0 && <p>{intl.formatMessage(programmeMessages.noShowtimeToday)}</p>}
        {days.map((day, index) => {
          const isChosen = day.date === chosen?.date;
          if (ready && !isChosen && (left === null ? !removing : !left.includes(day.date))) return null;
          return (
            <section
              key={day.date}
              id={dayId(day.date)}
              aria-labelledby={`${dayId(day.date)}-titre`}
              data-day={day.date}
              data-showtimes=""
              hidden={ready && !isChosen}
            >
              <DayContent
                day={isChosen && chosenShown ? chosenShown : day}
                now={now}
                full={index < fullDays || isChosen}
                renderShowtimeExtra={isChosen ? renderShowtimeExtra : undefined}
                renderActions={renderActions}
                eagerPosters={index === 0 ? 4 : 0}
              />
            </section>
          );
        })}
        {others.length > 0 && <OtherFilms films={others} now={now} renderActions={renderActions} />}
      </div>
      <MemoLaterWeeks weeks={laterWeeks} now={now} renderActions={renderActions} />
    </>
  );
}
