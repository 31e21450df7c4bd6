import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../config/site-config";
import { groupShowtimesByDay, zonedDate } from "../../../lib/play-week";
import { dayLabel, longDayLabel } from "../day-label";
import { filmPageMessages } from "../film-page-messages";
import { DayShowtimeLinks, type DayShowtimeLinksProps } from "./day-showtime-links";

const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  margin: 0 0 1rem;
  overflow-x: auto;
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand4};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  min-width: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-bottom: 4px solid transparent;
  margin-bottom: -2px;
  background: none;
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected="true"] {
    border-bottom-color: ${({ theme }) => theme.palette.highlight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The day's name above its showtimes, shown only without JavaScript (the tabs name the day otherwise). */
const DayHeading = styled.h3`
  display: none;
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
`;

/** Without JavaScript the tabs cannot work: every day is shown, one under the other, and the tab row is hidden. */
const NO_SCRIPT_STYLE = `<style>.showtime-tabs{display:none}.showtime-day[hidden]{display:block;margin-top:1rem}.showtime-day-heading{display:block}</style>`;

/**
 * Upcoming showtimes as day tabs (WAI-ARIA tabs, automatic activation): the first day
 * with showtimes is selected; arrows, Home and End move between days.
 */
export function ShowtimeDays({
  title,
  originalLanguage,
  showtimes,
  now,
  renderShowtimeExtra,
}: DayShowtimeLinksProps & { now: Date }) {
  const intl = useIntl();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const days = groupShowtimesByDay(showtimes, siteConfig.timeZone);
  const [selectedDate, setSelectedDate] = useState<string | undefined>(undefined);
  if (days.length === 0) return <p>{intl.formatMessage(filmPageMessages.noShowtimes)}</p>;
  const today = zonedDate(now, siteConfig.timeZone);
  const selected = Math.max(
    0,
    days.findIndex((day) => day.date === selectedDate),
  );
  const select = (index: number) => {
    setSelectedDate(days[index]!.date);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next < 0 ? last : next > last ? 0 : next);
  };
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <TabList
        role="tablist"
        aria-label={intl.formatMessage(filmPageMessages.showtimeDays)}
        className="showtime-tabs"
        onKeyDown={onKeyDown}
      >
        {days.map(({ date }, index) => (
          <Tab
            key={date}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${date}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${date}`}
            tabIndex={index === selected ? 0 : -1}
            title={longDayLabel(intl, date)}
            onClick={() => select(index)}
          >
            {dayLabel(intl, date, today)}
          </Tab>
        ))}
      </TabList>
      {days.map(({ date, showtimes: ofDay }, index) => (
        <div
          key={date}
          role="tabpanel"
          id={`${baseId}-panel-${date}`}
          aria-labelledby={`${baseId}-tab-${date}`}
          className="showtime-day"
          data-showtimes=""
          hidden={index !== selected}
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
    </>
  );
}
