import { useIntl } from "react-intl";
import styled from "styled-components";
import { absoluteUrl, paths } from "../../../config/paths";
import { siteConfig, theaterConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import { formatClock, formatDay } from "../../../i18n/format-date-time";
import { showtimeVersion } from "../showtime-version";
import { downloadFile } from "./download-file";
import { buildIcs } from "./ics";
import { calendarMessages } from "./messages";
import { icsFileName, showtimeEvent } from "./showtime-event";

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.palette.muted};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
  }
`;

const CalendarIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zm-6 1h2v2h2v2h-2v2h-2v-2h-2v-2h2z"
    />
  </svg>
);

export interface AddToCalendarProps {
  film: { title: string; slug: string; id: string; durationMinutes: number; originalLanguage: string };
  showtime: Showtime;
}

/** « Ajouter à mon agenda »: an .ics file of the showtime, made in the browser from the page's data. */
export function AddToCalendarButton({ film, showtime }: AddToCalendarProps) {
  const intl = useIntl();
  const label = intl.formatMessage(calendarMessages.addToCalendar, {
    title: film.title,
    day: formatDay(intl, showtime.start),
    time: formatClock(intl, showtime.start),
  });
  const save = () => {
    const accessibility = {
      AD: "AD",
      SDH: intl.formatMessage(calendarMessages.sdh),
      RELAX: intl.formatMessage(calendarMessages.relax),
    };
    const details = [
      showtimeVersion(showtime.version, film.originalLanguage),
      showtime.projection,
      ...showtime.accessibility.map((a) => accessibility[a]),
    ].join(" · ");
    const filmUrl = absoluteUrl(paths.film(film));
    const bookingUrl = absoluteUrl(paths.booking({ theaterCode: theaterConfig.id, perfCode: showtime.perfCode }));
    const event = showtimeEvent({
      film,
      showtime,
      theater: theaterConfig,
      origin: siteConfig.domain,
      filmUrl,
      details,
      notes: [
        intl.formatMessage(calendarMessages.book, { url: bookingUrl }),
        intl.formatMessage(calendarMessages.filmPage, { url: filmUrl }),
      ],
      now: new Date(),
    });
    const ics = buildIcs(event, `-//${siteConfig.name}//Programme//FR`);
    downloadFile(icsFileName(film.slug, showtime.start), ics, "text/calendar;charset=utf-8");
  };
  return (
    <Button type="button" onClick={save} aria-label={label} title={label}>
      <CalendarIcon />
    </Button>
  );
}
