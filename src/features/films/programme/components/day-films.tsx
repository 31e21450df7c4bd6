import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../../../config/paths";
import { theaterConfig } from "../../../../config/site-config";
import type { Showtime } from "../../../../domain/film";
import { AgeClassificationBadge } from "../../components/age-classification";
import { SizedFilmPoster } from "../../components/sized-film-poster";
import { FilmTags } from "../../components/film-tags";
import { ShowtimeLink } from "../../components/showtime-link";
import { formatDuration } from "../../format-duration";
import { programmeMessages } from "../messages";
import type { DayFilm } from "../programme-days";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { SiteLink } from "../../../../components/site-link/site-link";
import { showtimeGroup } from "../../../../lib/programme/programme-attributes";

/**
 * A day's films, styled from here: no class on each film's row, title, facts and showtimes, nor on each
 * showtime (a multiplex's day has 40 films and 120 showtimes; docs/performance.md).
 */
const Films = styled.ul`
  display: grid;
  gap: 1.5rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.up(2)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > li > article {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr);
    gap: 0.75rem;
    align-items: start;

    ${({ theme }) => theme.up(0)} {
      grid-template-columns: 110px minmax(0, 1fr);
      gap: 1rem;
    }
  }

  & > li > article > div > h3 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;

    a {
      color: ${({ theme }) => theme.palette.primary};
    }
  }

  /* The facts: classification, tags, duration and genres */
  & > li > article > div > h3 + p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    margin: 0 0 0.75rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.muted};
  }

  /* The showtimes */
  & > li > article > div > h3 + p + ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;

    & > li {
      display: flex;
      align-items: stretch;
      gap: 0.25rem;
    }
  }
`;

export interface DayFilmsProps {
  /** The day ("YYYY-MM-DD"): a film shown on several days has an element of its own on each. */
  date: string;
  films: readonly DayFilm<ProgrammeFilm, Showtime>[];
  /** Extra controls under a showtime (the calendar button). */
  renderShowtimeExtra?: (film: ProgrammeFilm, showtime: Showtime) => ReactNode;
  renderActions?: (film: ProgrammeFilm) => ReactNode;
  eagerPosters?: number;
}

/** The id of a film's title on a day (a film shows on several days of the listing). */
const titleId = (date: string, filmId: string) => `film-${filmId}-${date}`;

/**
 * The films of one day, each with that day's showtimes as booking buttons. Each film's and showtime's list item
 * carries its id or perf code: the filters act on this HTML from the page's data (lib/programme/programme-dom.ts).
 */
export function DayFilms({ date, films, renderShowtimeExtra, renderActions, eagerPosters = 0 }: DayFilmsProps) {
  const intl = useIntl();
  return (
    <Films>
      {films.map(({ film, showtimes }, index) => (
        <li key={film.id} {...showtimeGroup(showtimes)} data-film={film.id}>
          <article aria-labelledby={titleId(date, film.id)}>
            <SiteLink to={paths.film(film)} tabIndex={-1} aria-hidden="true">
              <SizedFilmPoster film={film} eager={index < eagerPosters} sizes="(min-width: 640px) 110px, 72px" widest={110} />
            </SiteLink>
            <div>
              <h3 id={titleId(date, film.id)}>
                <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
              </h3>
              <p>
                <AgeClassificationBadge classification={film.classification} />
                <FilmTags tags={film.tags} />
                <span>{`${formatDuration(film.durationMinutes)} · ${intl.formatList(film.genres)}`}</span>
              </p>
              <ul aria-label={intl.formatMessage(programmeMessages.showtimesOfFilm, { title: film.title })}>
                {showtimes.map((showtime) => (
                  <li key={showtime.perfCode} data-perf-code={showtime.perfCode}>
                    <ShowtimeLink
                      title={film.title}
                      originalLanguage={film.originalLanguage}
                      showtime={showtime}
                      to={paths.booking({ theaterCode: theaterConfig.id, perfCode: showtime.perfCode })}
                    />
                    {renderShowtimeExtra?.(film, showtime)}
                  </li>
                ))}
              </ul>
              {renderActions?.(film)}
            </div>
          </article>
        </li>
      ))}
    </Films>
  );
}
