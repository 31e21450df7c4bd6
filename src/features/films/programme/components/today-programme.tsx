import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../domain/film";
import { formatDayHeading } from "../format-day";
import { homeProgrammeMessages } from "../home-messages";
import { dayRelation, showtimesOfDay, toProgrammeDays } from "../programme-days";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { DayFilms } from "./day-films";
import { showtimeGroup } from "../../../../lib/past-showtimes";

/**
 * « Aujourd’hui au Cinéma L’Aurore »: the films of today with their showtimes to come (or of the next day
 * with showtimes, once today's are over), without the film featured above; none after `lastDay`, the last
 * day the page carries in full.
 */
export function TodayProgramme({
  films,
  now,
  lastDay,
  excludedFilmId,
  renderActions,
}: {
  films: readonly ProgrammeFilm[];
  now: Date;
  lastDay: string;
  excludedFilmId?: string;
  renderActions?: (film: FilmSummary) => ReactNode;
}) {
  const intl = useIntl();
  const [day] = toProgrammeDays<Showtime, ProgrammeFilm>(films, now, siteConfig.timeZone);
  if (!day || day.date > lastDay) return null;
  const today = dayRelation(day.date, now, siteConfig.timeZone) === "today";
  const title = today
    ? intl.formatMessage(homeProgrammeMessages.todayAt, { cinema: siteConfig.name })
    : intl.formatMessage(homeProgrammeMessages.nextDayAt, {
        day: formatDayHeading(intl, day.date, now, siteConfig.timeZone),
        cinema: siteConfig.name,
      });
  return (
    // Keyed by day: once the day is over, React replaces the section the past-showtimes script hid (src/lib/past-showtimes.ts).
    <section key={day.date} aria-labelledby="aujourd-hui" data-day={day.date} {...showtimeGroup(showtimesOfDay(day))}>
      <h2 id="aujourd-hui">{title}</h2>
      <DayFilms films={day.films.filter(({ film }) => film.id !== excludedFilmId)} renderActions={renderActions} />
    </section>
  );
}
