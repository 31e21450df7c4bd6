import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import { groupShowtimesByDay } from "../../../lib/play-week";
import { formatDay } from "../../../i18n/format-date-time";
import { filmPageMessages } from "../film-page-messages";
import { DayShowtimeLinks } from "./day-showtime-links";
import { showtimeGroup } from "../../../lib/programme/programme-attributes";

const Days = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 1rem;
`;

const DayHeading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
  &::first-letter {
    text-transform: uppercase;
  }
`;

/** Upcoming showtimes grouped by local day, each a booking link, all days shown (pages listing several films; the film page has day tabs: showtime-days.tsx). */
export function ShowtimeList({
  title,
  originalLanguage,
  showtimes,
}: {
  title: string;
  originalLanguage: string;
  showtimes: readonly Showtime[];
}) {
  const intl = useIntl();
  if (showtimes.length === 0) return <p>{intl.formatMessage(filmPageMessages.noShowtimes)}</p>;
  return (
    <Days>
      {groupShowtimesByDay(showtimes, siteConfig.timeZone).map(({ date, showtimes: ofDay }) => (
        <li key={date} {...showtimeGroup(ofDay)}>
          <DayHeading>{formatDay(intl, ofDay[0]!.start)}</DayHeading>
          <DayShowtimeLinks title={title} originalLanguage={originalLanguage} showtimes={ofDay} />
        </li>
      ))}
    </Days>
  );
}
