import { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../domain/film";
import { laterWeekBucket } from "../../../../lib/programme/inline-later-weeks";
import { isInline, type ListingLaterWeek } from "../../../../lib/programme/listing-later-week";
import type { LaterWeek, ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { markPastShowtimes } from "../../../../lib/past-showtimes";
import type { ProgrammeFilters } from "../filters";
import { formatDayHeading } from "../format-day";
import { daySections, filterDay, type CountWords } from "../programme-dom";
import { programmeRegion } from "../programme-region";
import type { ProgrammeDay } from "../programme-days";
import { DayFilms } from "./day-films";
import { OnDemandFilms } from "./on-demand-films";

export interface ProgrammeEnhancementsProps {
  chosen: ProgrammeDay<ProgrammeFilm, Showtime> | undefined;
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
    if (target) filterDay(section, filters, words);
  }, [target, section, filters, words]);
  return target
    ? createPortal(<DayFilms films={day.films} renderActions={renderActions} renderShowtimeExtra={renderShowtimeExtra} />, target)
    : null;
}

/** The calendar button beside each showtime of a day the build rendered in full. */
function ShowtimeExtras({
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
}

/** The later weeks the page does not carry: their slot in the static programme gets its button (OnDemandFilms). */
function OnDemandWeeks({
  weeks,
  now,
  renderActions,
}: Pick<ProgrammeEnhancementsProps, "now" | "renderActions"> & {
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
          <OnDemandFilms weeks={ofBucket} now={now} renderActions={renderActions} />,
          slot,
          slot.dataset.onDemandBucket,
        );
      })}
    </>
  );
}

/** The visitor's clock on an open page: showtimes past since are hidden, « Aujourd’hui » follows the date. */
function useProgrammeClock(now: Date) {
  const intl = useIntl();
  useEffect(() => {
    const region = programmeRegion();
    if (!region) return;
    markPastShowtimes(region, now.getTime());
    for (const heading of region.querySelectorAll<HTMLElement>("[data-day-heading]")) {
      const text = formatDayHeading(intl, heading.dataset.dayHeading!, now, siteConfig.timeZone);
      if (heading.textContent !== text) heading.textContent = text;
    }
  }, [intl, now]);
}

/**
 * What the listing adds to its static programme once the page runs (loaded after hydration, out of the first
 * load): the chosen day in full when the build gave it as times, the calendar buttons of the chosen day, the later
 * weeks on demand, and the visitor's clock.
 */
export function ProgrammeEnhancements({
  chosen,
  filters,
  words,
  laterWeeks,
  now,
  renderShowtimeExtra,
  renderActions,
}: ProgrammeEnhancementsProps) {
  useProgrammeClock(now);
  const section = sectionOf(chosen?.date);
  return (
    <>
      {chosen && section && !section.hasAttribute("data-day-full") && (
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
      <OnDemandWeeks weeks={laterWeeks} now={now} renderActions={renderActions} />
    </>
  );
}
