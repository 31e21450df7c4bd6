import { useIntl } from "react-intl";
import { SiteLink } from "../../../../components/site-link/site-link";
import { paths } from "../../../../config/paths";
import type { Showtime } from "../../../../domain/film";
import { formatClock } from "../../../../i18n/format-date-time";
import { NARROW_NBSP } from "../../../../lib/french-typography";
import { shortTags } from "../../showtime-labels";
import { dayTimesMessages } from "../day-times-messages";
import type { DayFilm } from "../programme-days";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";

/**
 * A day of the pre-rendered listing beyond the first ones (programme-days.ts fullyRenderedDayCount): each
 * film linked to its page, where its showtimes are booked, with that day's times as text. Light, so the
 * HTML without JavaScript keeps every day of a large programme; once the page runs, the day picker shows
 * the day in full. Plain elements: this code is in the listing's first-load JavaScript.
 */
export function DayTimes({ films }: { films: readonly DayFilm<ProgrammeFilm, Showtime>[] }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(dayTimesMessages.bookOnFilmPage)}</p>
      <ul>
        {films.map(({ film, showtimes }) => (
          <li key={film.id}>
            <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
            {`${NARROW_NBSP}: ${showtimes
              .map((showtime) => {
                const tags = shortTags(intl, showtime, film.originalLanguage).join(" · ");
                return `${formatClock(intl, showtime.start)}${tags ? ` (${tags})` : ""}`;
              })
              .join(", ")}`}
          </li>
        ))}
      </ul>
    </>
  );
}
