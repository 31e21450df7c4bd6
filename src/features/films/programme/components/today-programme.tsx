import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../domain/film";
import { homeProgrammeMessages } from "../home-messages";
import { showtimesOfDay, toProgrammeDays } from "../programme-days";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { showtimeGroup } from "../../../../lib/programme/programme-attributes";
import { DayName } from "../../day-name";
import { DayFilms } from "./day-films";

/**
 * « Aujourd’hui au Cinéma L’Aurore » (« Demain, jeudi 27 novembre au … » once today's are over, named by the
 * visitor's date from the first paint): the films of today with their showtimes to come (or of the next day
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
  return (
    // Keyed by day: once the day is over, React replaces the section the head script hid (lib/programme/programme-dom.ts).
    <section key={day.date} aria-labelledby="aujourd-hui" data-day={day.date} {...showtimeGroup(showtimesOfDay(day))}>
      <h2 id="aujourd-hui">
        {intl.formatMessage(homeProgrammeMessages.dayAt, {
          day: <DayName key="day" date={day.date} form="home" now={now} />,
          cinema: siteConfig.name,
        })}
      </h2>
      <DayFilms
        date={day.date}
        films={day.films.filter(({ film }) => film.id !== excludedFilmId)}
        renderActions={renderActions}
      />
    </section>
  );
}
