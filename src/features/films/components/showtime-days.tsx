import { useEffect, useId, useRef, type RefObject } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../config/site-config";
import { groupShowtimesByDay } from "../../../lib/play-week";
import { PAST_ATTRIBUTE, showtimeGroup } from "../../../lib/programme/programme-attributes";
import { longDayLabel } from "../day-label";
import { DayName } from "../day-name";
import { dayStrip, dayStripItem, dayStripItemChosen } from "./day-strip";
import { filmPageMessages } from "../film-page-messages";
import { DayShowtimeLinks, type DayShowtimeLinksProps } from "./day-showtime-links";

const DayChoice = styled.div`
  ${dayStrip}
  margin-bottom: 1rem;
`;

/** A day's choice: its radio button inside, invisible and as large as the label (a tap anywhere on it chooses). */
const DayLabel = styled.label`
  ${dayStripItem}

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    pointer-events: none;
  }
  &:has(input:checked) {
    ${dayStripItemChosen}
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.palette.primary};
    outline-offset: 2px;
  }
`;

/** The day's name above its showtimes, shown only where the day choice cannot work (no `:has`). */
const DayHeading = styled.h3`
  display: none;
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
`;

/**
 * The chosen day's showtimes are shown by CSS alone (`:has(:checked)`): the choice works from the first paint
 * and without JavaScript, and React never holds it. A browser without `:has` drops these rules and shows every
 * day under its heading.
 */
/** The days a film page offers: a month of showtimes (the programme is published a fortnight ahead). */
export const MAX_SHOWTIME_DAYS = 31;

const Days = styled.div`
  &:has(input) > .showtime-day {
    display: none;
  }
  ${Array.from(
    { length: MAX_SHOWTIME_DAYS },
    (_, index) =>
      `&:has(> .showtime-days-choice > label:nth-of-type(${index + 1}) > input:checked) > .showtime-day:nth-child(${index + 2})`,
  ).join(",")} {
    display: block;
  }
  /* A day over on a page built the day before (src/lib/programme/programme-dom.ts): its choice is hidden, and while it is
     the chosen one the next day is shown in its place (the first with showtimes left). */
  label:has(> input[${PAST_ATTRIBUTE}]) {
    display: none;
  }
  &:has(input[${PAST_ATTRIBUTE}]:checked) > [${PAST_ATTRIBUTE}] + .showtime-day {
    display: block;
  }
  @supports not selector(:has(*)) {
    .showtime-days-choice {
      display: none;
    }
    .showtime-day-heading {
      display: block;
    }
  }
`;

/**
 * The day choice's name in view, for the showtime days inside `days`, whether React rendered them or kept the server's
 * (kept-server-html.tsx): Chromium moves the focus between radio buttons without scrolling, so the day's name is
 * brought into view when focused, and again once chosen (a chosen day's name is bold, so wider). Both at once, in the
 * event, not a frame later: a busy phone's next frame can be late.
 */
export function useDayNameInView(days: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const region = days.current;
    const show = (event: Event) =>
      (event.target as Element).closest(".showtime-days-choice label")?.scrollIntoView({ block: "nearest", inline: "nearest" });
    region?.addEventListener("focusin", show);
    region?.addEventListener("change", show);
    return () => {
      region?.removeEventListener("focusin", show);
      region?.removeEventListener("change", show);
    };
  }, [days]);
}

/**
 * Upcoming showtimes by day: a row of day choices (radio buttons: arrows move between days), the first day
 * with showtimes chosen, and the chosen day's showtimes under it.
 */
export function ShowtimeDays({
  title,
  originalLanguage,
  showtimes,
  now,
  renderShowtimeExtra,
}: DayShowtimeLinksProps & { now: Date }) {
  const intl = useIntl();
  const group = useId();
  const choices = useRef<HTMLDivElement>(null);
  const days = groupShowtimesByDay(showtimes, siteConfig.timeZone).slice(0, MAX_SHOWTIME_DAYS);
  const firstDay = days[0]?.date;
  // A day over leaves the screen once hydrated (useNow); if it was the chosen one, the first day left is chosen.
  useEffect(() => {
    const inputs = choices.current?.querySelectorAll("input");
    if (inputs && ![...inputs].some((input) => input.checked)) inputs[0]!.checked = true;
  }, [firstDay]);
  if (days.length === 0) return <p>{intl.formatMessage(filmPageMessages.noShowtimes)}</p>;
  return (
    <Days>
      <DayChoice
        role="radiogroup"
        aria-label={intl.formatMessage(filmPageMessages.showtimeDays)}
        className="showtime-days-choice"
        ref={choices}
      >
        {days.map(({ date, showtimes: ofDay }, index) => (
          <DayLabel key={date} htmlFor={`${group}-day-${date}`} id={`${group}-label-${date}`} title={longDayLabel(intl, date)}>
            <input
              type="radio"
              name={group}
              id={`${group}-day-${date}`}
              value={date}
              defaultChecked={index === 0}
              aria-controls={`${group}-panel-${date}`}
              {...showtimeGroup(ofDay)}
            />
            <DayName date={date} form="short" now={now} />
          </DayLabel>
        ))}
      </DayChoice>
      {days.map(({ date, showtimes: ofDay }) => (
        <div
          key={date}
          role="group"
          id={`${group}-panel-${date}`}
          aria-labelledby={`${group}-label-${date}`}
          className="showtime-day"
          data-day-panel={date}
          {...showtimeGroup(ofDay)}
        >
          <DayHeading className="showtime-day-heading">{longDayLabel(intl, date)}</DayHeading>
          <DayShowtimeLinks
            title={title}
            originalLanguage={originalLanguage}
            showtimes={ofDay}
            renderShowtimeExtra={renderShowtimeExtra}
          />
        </div>
      ))}
    </Days>
  );
}
