import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary, Showtime } from "../../../../domain/film";
import type { ListingLaterWeek } from "../../../../lib/programme/listing-later-week";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { FilmListing } from "../../components/film-listing";
import { orderFilms } from "../../order-films";
import { programmeMessages } from "../messages";
import { fullyRenderedDayCount, showtimesOfDay, toProgrammeDays, type ProgrammeDay } from "../programme-days";
import { DayFilms } from "./day-films";
import { DayTimes } from "./day-times";
import { LaterWeeks } from "./later-weeks";
import { countText } from "../../../../lib/programme/programme-dom";
import { DAY_CHOICE_ATTRIBUTE, dayId, showtimeGroup } from "../../../../lib/programme/programme-attributes";
import { useCountWords } from "../count-words";
import { DayName } from "../../day-name";

/** The posters a phone shows at the first paint, at the top of the listing: they load at once, the others lazily. */
const POSTERS_IN_FIRST_VIEW = 4;

const DayHeading = styled.h2`
  margin: 0 0 0.25rem;
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.palette.muted};
`;

export interface DayContentProps {
  day: ProgrammeDay<ProgrammeFilm, Showtime>;
  now: Date;
  /** Each film with poster, facts and booking buttons; otherwise the day's times, linked to the film pages. */
  full: boolean;
  renderShowtimeExtra?: (film: ProgrammeFilm, showtime: Showtime) => ReactNode;
  renderActions?: (film: FilmSummary) => ReactNode;
  eagerPosters?: number;
}

/** A day's heading, its count line (the filters rewrite it, lib/programme/programme-dom.ts) and its films. */
export function DayContent({ day, now, full, renderShowtimeExtra, renderActions, eagerPosters = 0 }: DayContentProps) {
  const words = useCountWords();
  const showtimes = day.films.reduce((sum, f) => sum + f.showtimes.length, 0);
  return (
    <>
      <DayHeading id={`${dayId(day.date)}-titre`}>
        <DayName date={day.date} form="long" now={now} />
      </DayHeading>
      <Count data-day-count="">{countText(words, day.films.length, showtimes)}</Count>
      {full ? (
        <DayFilms
          date={day.date}
          films={day.films}
          renderShowtimeExtra={renderShowtimeExtra}
          renderActions={renderActions}
          eagerPosters={eagerPosters}
        />
      ) : (
        <div data-day-times="">
          <DayTimes films={day.films} />
        </div>
      )}
    </>
  );
}

export interface ProgrammeContentProps {
  films: readonly ProgrammeFilm[];
  laterWeeks: readonly ListingLaterWeek[];
  now: Date;
  renderActions?: (film: FilmSummary) => ReactNode;
}

/**
 * The programme as the build renders it, the same for every visitor and without JavaScript: every day with a
 * showtime to come, the first ones in full and, for a large programme, the others as times
 * (fullyRenderedDayCount); then the films with no showtime in those days, by play week; then the later weeks.
 * In the browser the day picker shows one day and the filters act on this HTML (programme-dom.ts).
 */
export function ProgrammeContent({ films, laterWeeks, now, renderActions }: ProgrammeContentProps) {
  const intl = useIntl();
  const ordered = orderFilms(films, siteConfig.movieOrderIndex);
  const days = toProgrammeDays<Showtime, ProgrammeFilm>(ordered, now, siteConfig.timeZone);
  const fullDays = fullyRenderedDayCount(days);
  const inDays = new Set(days.flatMap((day) => day.films.map(({ film }) => film.id)));
  const others = ordered.filter((film) => !inDays.has(film.id));
  return (
    <>
      {days.length === 0 && <p>{intl.formatMessage(programmeMessages.noShowtimeToday)}</p>}
      {days.map((day, index) => {
        const full = index < fullDays;
        return (
          <section
            key={day.date}
            id={dayId(day.date)}
            aria-labelledby={`${dayId(day.date)}-titre`}
            data-day={day.date}
            {...{ [DAY_CHOICE_ATTRIBUTE]: "" }}
            data-day-full={full ? "" : undefined}
            {...showtimeGroup(showtimesOfDay(day))}
          >
            <DayContent
              day={day}
              now={now}
              full={full}
              renderActions={renderActions}
              eagerPosters={index === 0 ? POSTERS_IN_FIRST_VIEW : 0}
            />
          </section>
        );
      })}
      {others.length > 0 && (
        <FilmListing
          films={others}
          now={now}
          renderActions={renderActions}
          eagerPosters={days.length === 0 ? POSTERS_IN_FIRST_VIEW : 0}
        />
      )}
      <LaterWeeks weeks={laterWeeks} now={now} renderActions={renderActions} />
    </>
  );
}
