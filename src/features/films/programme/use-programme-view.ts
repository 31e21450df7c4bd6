import { useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../config/site-config";
import type { Showtime } from "../../../content/film";
import type { ProgrammeFilm } from "../../../lib/programme/programme-film";
import { PROJECTIONS } from "../../../content/film-values";
import { orderFilms } from "../order-films";
import { programmeMessages } from "./messages";
import { daySections, filterDay, programmeRegion, showDay, type CountWords } from "./programme-dom";
import { chooseDay, toProgrammeDays } from "./programme-days";
import { useProgrammeQuery } from "./use-programme-query";

/**
 * The listing's view: the days and formats the controls offer (from the page's data and the visitor's clock),
 * the day and filters chosen (in the address), shown on the pre-rendered programme once the page runs.
 */
export function useProgrammeView(films: readonly ProgrammeFilm[], now: Date) {
  const intl = useIntl();
  const { query, update } = useProgrammeQuery();
  const timeZone = siteConfig.timeZone;
  const ordered = useMemo(() => orderFilms(films, siteConfig.movieOrderIndex), [films]);
  const days = useMemo(() => toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, timeZone), [ordered, now, timeZone]);
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const formats = useMemo(
    () => PROJECTIONS.filter((format) => films.some((film) => film.showtimes.some((s) => s.projection === format))),
    [films],
  );
  const chosen = query.ready ? chooseDay(days, query.day) : undefined;
  const words = useMemo<CountWords>(
    () => ({
      count: (filmCount, showtimes) => intl.formatMessage(programmeMessages.showtimeCount, { films: filmCount, showtimes }),
      none: intl.formatMessage(programmeMessages.noShowtimeForFilters),
    }),
    [intl],
  );
  useEffect(() => {
    const region = programmeRegion();
    if (!region || !chosen) return;
    showDay(region, chosen.date);
    const section = daySections(region).find((candidate) => candidate.dataset.day === chosen.date);
    if (section) filterDay(section, query.filters, words);
  }, [chosen, query.filters, words]);
  return { query, update, days, dates, formats, chosen, words };
}
