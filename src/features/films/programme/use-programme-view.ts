import { startTransition, useCallback, useEffect, useMemo } from "react";
import { siteConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import { PROJECTIONS } from "../../../domain/film-values";
import { stopHeadScript } from "../../../lib/programme/head-script-handle";
import type { LaterFilm, ProgrammeFilm } from "../../../lib/programme/programme-film";
import {
  chooseDay,
  daySections,
  filterDay,
  filterLaterFilms,
  showDay,
  type CountWords,
} from "../../../lib/programme/programme-dom";
import { groupEnd } from "../../../lib/programme/programme-attributes";
import { orderFilms } from "../order-films";
import { hasFilters, type ProgrammeFilters } from "./filters";
import { useCountWords } from "./count-words";
import { programmeRegion } from "./programme-region";
import { showtimesOfDay, toProgrammeDays, type ProgrammeDay } from "./programme-days";
import { carriedFilmMatches, laterFilmMatches, matchesFilters } from "./showtime-facets";
import { useProgrammeQuery } from "./use-programme-query";

type Day = ProgrammeDay<ProgrammeFilm, Showtime>;

/**
 * The listing's view: the days and formats the controls offer (from the page's data and the visitor's clock),
 * the day and filters chosen (in the address), shown on the pre-rendered programme. Nothing is chosen before the
 * visitor's clock is read (`clockRead`): at the build's time a day-old page would show the build's day, all past, for
 * a frame, where its first paint showed today. Then the view takes the programme over from the head script, which
 * chose the same day with the same rule (lib/programme/programme-dom.ts `chooseDay`), and stops it.
 */
export function useProgrammeView(
  films: readonly ProgrammeFilm[],
  laterFilms: readonly LaterFilm[],
  now: Date,
  clockRead: boolean,
) {
  const { query, update: updateQuery } = useProgrammeQuery();
  const timeZone = siteConfig.timeZone;
  const ordered = useMemo(() => orderFilms(films, siteConfig.movieOrderIndex), [films]);
  const days = useMemo(() => toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, timeZone), [ordered, now, timeZone]);
  const dates = useMemo(() => days.map((day) => ({ date: day.date, end: groupEnd(showtimesOfDay(day)) })), [days]);
  const formats = useMemo(
    () => PROJECTIONS.filter((format) => films.some((film) => film.showtimes.some((s) => s.projection === format))),
    [films],
  );
  const takenOver = query.ready && clockRead;
  const chosenDate = takenOver ? chooseDay(dates, query.day, now.getTime())?.date : undefined;
  const chosen = days.find((day) => day.date === chosenDate);
  const words = useCountWords();
  const filmMatches = useMemo(() => {
    const carried = new Map(films.map((film) => [film.id, film]));
    const later = new Map(laterFilms.map((film) => [film.id, film]));
    return (id: string, filters: ProgrammeFilters) => {
      const film = carried.get(id);
      if (film) return carriedFilmMatches(film, filters, timeZone, now);
      const laterFilm = later.get(id);
      return laterFilm !== undefined && laterFilmMatches(laterFilm, filters);
    };
  }, [films, laterFilms, timeZone, now]);
  const show = useCallback(
    (day: Day | undefined, filters: ProgrammeFilters) => showOnPage(day, filters, filmMatches, now.getTime(), words),
    [filmMatches, now, words],
  );
  useEffect(() => {
    if (!takenOver) return;
    stopHeadScript();
    show(chosen, query.filters);
  }, [takenOver, chosen, query.filters, show]);
  // A choice shows on the static programme at the tap (the listing defers what its enhancements add:
  // film-listing-page.island.tsx). A day's new state (the address, the picker's current day) follows in a
  // transition; a filter's cannot: its checkbox is controlled, and React puts back the checked state it holds after
  // the event.
  const update = useCallback(
    (day: string | null, filters: ProgrammeFilters) => {
      const next = chooseDay(dates, day, Date.now())?.date;
      show(
        days.find((candidate) => candidate.date === next),
        filters,
      );
      if (filters === query.filters) startTransition(() => updateQuery(day, filters));
      else updateQuery(day, filters);
    },
    [dates, days, query.filters, show, updateQuery],
  );
  // A day the visitor asked for (a chip, the address, a filter) is shown in full; the day the clock chose stays as
  // the first paint showed it (a day the build gave as times does not grow under the visitor's eyes).
  const askedFor = query.day !== null || hasFilters(query.filters);
  return { query, update, days, dates, formats, chosen, askedFor, words };
}

/** What the static programme shows now: a choice shown at the tap is not done again by the effect that follows. */
const shownOnPage = new WeakMap<HTMLElement, { day: Day | undefined; filters: ProgrammeFilters; now: number }>();

/** Shows a day of the static programme, its showtimes and the later weeks' films filtered, from the page's data. */
function showOnPage(
  day: Day | undefined,
  filters: ProgrammeFilters,
  filmMatches: (id: string, filters: ProgrammeFilters) => boolean,
  now: number,
  words: CountWords,
) {
  const region = programmeRegion();
  if (!region || !day) return;
  const shown = shownOnPage.get(region);
  if (shown?.day === day && shown.filters === filters && shown.now === now) return;
  shownOnPage.set(region, { day, filters, now });
  showDay(region, day.date);
  const section = daySections(region).find((candidate) => candidate.dataset.day === day.date);
  const keep = (showtime: Showtime, film: ProgrammeFilm) => matchesFilters(showtime, film, filters, siteConfig.timeZone);
  if (section) filterDay(section, { films: day.films, keep }, now, words);
  filterLaterFilms(region, (id) => filmMatches(id, filters));
}
