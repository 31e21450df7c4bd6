import { startTransition, useCallback, useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import type { ProgrammeFilm } from "../../../lib/programme/programme-film";
import { PROJECTIONS } from "../../../domain/film-values";
import { orderFilms } from "../order-films";
import type { ProgrammeFilters } from "./filters";
import { programmeMessages } from "./messages";
import { daySections, filterDay, showDay, type CountWords } from "./programme-dom";
import { programmeRegion } from "./programme-region";
import { chooseDay, showtimesOfDay, toProgrammeDays } from "./programme-days";
import { useProgrammeQuery } from "./use-programme-query";
import { groupEnd } from "../../../lib/past-showtimes";

/**
 * The listing's view: the days and formats the controls offer (from the page's data and the visitor's clock),
 * the day and filters chosen (in the address), shown on the pre-rendered programme once the page runs. Nothing is
 * chosen before the visitor's clock is read (`clockRead`): at the build's time a day-old page would show the build's
 * day, all past, for a frame, where its first paint (the past-showtimes script) showed today.
 */
export function useProgrammeView(films: readonly ProgrammeFilm[], now: Date, clockRead: boolean) {
  const intl = useIntl();
  const { query, update: updateQuery } = useProgrammeQuery();
  const timeZone = siteConfig.timeZone;
  const ordered = useMemo(() => orderFilms(films, siteConfig.movieOrderIndex), [films]);
  const days = useMemo(() => toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, timeZone), [ordered, now, timeZone]);
  const dates = useMemo(() => days.map((day) => ({ date: day.date, end: groupEnd(showtimesOfDay(day)) })), [days]);
  const formats = useMemo(
    () => PROJECTIONS.filter((format) => films.some((film) => film.showtimes.some((s) => s.projection === format))),
    [films],
  );
  const chosen = query.ready && clockRead ? chooseDay(days, query.day) : undefined;
  const words = useMemo<CountWords>(
    () => ({
      count: (filmCount, showtimes) => intl.formatMessage(programmeMessages.showtimeCount, { films: filmCount, showtimes }),
      none: intl.formatMessage(programmeMessages.noShowtimeForFilters),
    }),
    [intl],
  );
  useEffect(() => showOnPage(chosen?.date, query.filters, words), [chosen, query.filters, words]);
  // A choice shows on the static programme at the tap (the listing defers what its enhancements add:
  // film-listing-page.tsx). A day's new state (the address, the picker's current day) follows in a transition; a
  // filter's cannot: its checkbox is controlled, and React puts back the checked state it holds after the event.
  const update = useCallback(
    (day: string | null, filters: ProgrammeFilters) => {
      showOnPage(chooseDay(days, day)?.date, filters, words);
      if (filters === query.filters) startTransition(() => updateQuery(day, filters));
      else updateQuery(day, filters);
    },
    [days, query.filters, updateQuery, words],
  );
  return { query, update, days, dates, formats, chosen, words };
}

/** What the static programme shows now: a choice shown at the tap is not done again by the effect that follows. */
const shownOnPage = new WeakMap<HTMLElement, { date: string; filters: ProgrammeFilters; words: CountWords }>();

/** Shows a day of the static programme, its showtimes filtered. */
function showOnPage(date: string | undefined, filters: ProgrammeFilters, words: CountWords) {
  const region = programmeRegion();
  if (!region || !date) return;
  const shown = shownOnPage.get(region);
  if (shown?.date === date && shown.filters === filters && shown.words === words) return;
  shownOnPage.set(region, { date, filters, words });
  showDay(region, date);
  const section = daySections(region).find((candidate) => candidate.dataset.day === date);
  if (section) filterDay(section, filters, words);
}
