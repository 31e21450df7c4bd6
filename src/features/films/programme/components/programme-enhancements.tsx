import { memo, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../domain/film";
import { laterWeekBucket } from "../../../../lib/programme/inline-later-weeks";
import { isInline, type ListingLaterWeek } from "../../../../lib/programme/listing-later-week";
import type { LaterFilm, LaterWeek, ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { daySections, filterDay, type CountWords } from "../../../../lib/programme/programme-dom";
import type { ProgrammeFilters } from "../filters";
import { programmeRegion } from "../programme-region";
import type { ProgrammeDay } from "../programme-days";
import { laterFilmMatches, matchesFilters } from "../showtime-facets";
import { DayFilms } from "./day-films";
import { OnDemandFilms } from "./on-demand-films";

export interface ProgrammeEnhancementsProps {
  chosen: ProgrammeDay<ProgrammeFilm, Showtime> | undefined;
  /** The visitor asked for the chosen day (a chip, the address, a filter): a day the build gave as times shows in full. */
  askedFor: boolean;
  filters: ProgrammeFilters;
  words: CountWords;
  laterWeeks: readonly ListingLaterWeek[];
  now: Date;
  /** Controls beside each showtime of the chosen day that need JavaScript (the calendar button). */
  renderShowtimeExtra: (film: ProgrammeFilm, showtime: Showtime) => ReactNode;
  /** What the build renders beside each film (the favourite's slot), for the days rendered here. */
  renderActions?: (film: FilmSummary) => ReactNode;
}

/** The section of the chosen day in the static programme. */
const sectionOf = (date: string | undefined) =>
  date ? daySections(programmeRegion() ?? document).find((section) => section.dataset.day === date) : undefined;

/**
 * A day the build rendered as times only (a large programme): chosen, it shows in full here, its films rendered
 * from the page's data into its section, the times hidden; the filters then act on it as on any day.
 */
function ChosenDayInFull({
  day,
  section,
  filters,
  words,
  renderActions,
  renderShowtimeExtra,
}: {
  day: ProgrammeDay<ProgrammeFilm, Showtime>;
  section: HTMLElement;
  filters: ProgrammeFilters;
  words: CountWords;
  renderActions: ProgrammeEnhancementsProps["renderActions"];
  renderShowtimeExtra: ProgrammeEnhancementsProps["renderShowtimeExtra"];
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const times = section.querySelector<HTMLElement>("[data-day-times]");
    const container = document.createElement("div");
    section.append(container);
    if (times) times.hidden = true;
    setTarget(container);
    return () => {
      container.remove();
      if (times) times.hidden = false;
    };
  }, [section]);
  useEffect(() => {
    const keep = (showtime: Showtime, film: ProgrammeFilm) => matchesFilters(showtime, film, filters, siteConfig.timeZone);
    if (target) filterDay(section, { films: day.films, keep }, Date.now(), words);
  }, [target, section, day, filters, words]);
  return target
    ? createPortal(
        <DayFilms date={day.date} films={day.films} renderActions={renderActions} renderShowtimeExtra={renderShowtimeExtra} />,
        target,
      )
    : null;
}

/**
 * The calendar button beside each showtime of a day the build rendered in full. Memoised: a filter hides showtimes
 * without changing the day, and rendering every button again was most of a filter tap's React work.
 */
const ShowtimeExtras = memo(function ShowtimeExtras({
  day,
  section,
  render,
}: {
  day: ProgrammeDay<ProgrammeFilm, Showtime>;
  section: HTMLElement;
  render: ProgrammeEnhancementsProps["renderShowtimeExtra"];
}) {
  const items = [...section.querySelectorAll<HTMLElement>("li[data-perf-code]")];
  const byPerfCode = new Map(
    day.films.flatMap(({ film, showtimes }) => showtimes.map((s) => [s.perfCode, { film, showtime: s }] as const)),
  );
  return (
    <>
      {items.map((item) => {
        const found = byPerfCode.get(item.dataset.perfCode ?? "");
        return found ? createPortal(render(found.film, found.showtime), item, item.dataset.perfCode) : null;
      })}
    </>
  );
});

/** The later weeks the page does not carry: their slot in the static programme gets its button (OnDemandFilms). */
function OnDemandWeeks({
  weeks,
  now,
  filters,
  renderActions,
}: Pick<ProgrammeEnhancementsProps, "now" | "filters" | "renderActions"> & {
  weeks: readonly ListingLaterWeek[];
}) {
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  useLayoutEffect(() => {
    const found = [...(programmeRegion()?.querySelectorAll<HTMLElement>("[data-on-demand-bucket]") ?? [])];
    for (const slot of found) slot.replaceChildren();
    setSlots(found);
  }, []);
  const onDemand = weeks.filter((week): week is LaterWeek => !isInline(week));
  return (
    <>
      {slots.map((slot) => {
        const ofBucket = onDemand.filter(
          (week) => laterWeekBucket(week.key, now, siteConfig.timeZone) === slot.dataset.onDemandBucket,
        );
        return createPortal(
          <OnDemandFilms
            weeks={ofBucket}
            now={now}
            keep={(film: LaterFilm) => laterFilmMatches(film, filters)}
            renderActions={renderActions}
          />,
          slot,
          slot.dataset.onDemandBucket,
        );
      })}
    </>
  );
}

/**
 * What the listing adds to its static programme once the page runs (loaded after hydration, out of the first
 * load): the day the visitor asked for in full when the build gave it as times, the calendar buttons of the chosen
 * day, the later weeks on demand.
 */
export function ProgrammeEnhancements({
  chosen,
  askedFor,
  filters,
  words,
  laterWeeks,
  now,
  renderShowtimeExtra,
  renderActions,
}: ProgrammeEnhancementsProps) {
  const section = sectionOf(chosen?.date);
  return (
    <>
      {chosen && section && askedFor && !section.hasAttribute("data-day-full") && (
        <ChosenDayInFull
          key={chosen.date}
          day={chosen}
          section={section}
          filters={filters}
          words={words}
          renderActions={renderActions}
          renderShowtimeExtra={renderShowtimeExtra}
        />
      )}
      {chosen && section?.hasAttribute("data-day-full") && (
        <ShowtimeExtras key={chosen.date} day={chosen} section={section} render={renderShowtimeExtra} />
      )}
      <OnDemandWeeks weeks={laterWeeks} now={now} filters={filters} renderActions={renderActions} />
    </>
  );
}
