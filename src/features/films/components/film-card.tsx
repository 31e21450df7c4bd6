import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../../config/paths";
import type { FilmSummary } from "../../../domain/film";
import { formatCalendarDate, formatClock, formatDay } from "../../../i18n/format-date-time";
import { upcomingShowtimes } from "../../../lib/play-week";
import { SiteLink } from "../../../components/site-link/site-link";
import { filmPageMessages } from "../film-page-messages";
import { formatDuration } from "../format-duration";
import { listingMessages } from "../listing-messages";
import { AgeClassificationBadge } from "./age-classification";
import { FilmTags } from "./film-tags";
import { SizedFilmPoster } from "./sized-film-poster";

/** A film as a day of the programme shows it (day-films.tsx): its poster beside its title, facts and date. */
const Card = styled.article`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;

  ${({ theme }) => theme.up(0)} {
    grid-template-columns: 110px minmax(0, 1fr);
    gap: 1rem;
  }
`;

const Title = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;

  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.muted};
`;

const When = styled.p`
  margin: 0 0 0.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The first date a visitor can see the film: its next showtime, else its release, else that it is to come. */
function FirstDate({ film, now }: { film: FilmSummary; now: Date }) {
  const intl = useIntl();
  const next = upcomingShowtimes(film.showtimes, now)[0];
  if (next)
    return (
      <When>
        {intl.formatMessage(listingMessages.nextShowtimes, {
          day: formatDay(intl, next.start),
          time: formatClock(intl, next.start),
        })}
      </When>
    );
  if (film.releaseDate)
    return <When>{intl.formatMessage(filmPageMessages.releaseDate, { date: formatCalendarDate(intl, film.releaseDate) })}</When>;
  return <When>{intl.formatMessage(filmPageMessages.releaseUnknown)}</When>;
}

/** A film of the listing outside its days (the films without a showtime in them, the later weeks). */
export function FilmCard({
  film,
  now,
  eagerPoster = false,
  actions,
}: {
  film: FilmSummary;
  now: Date;
  eagerPoster?: boolean;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card>
      <SiteLink to={paths.film(film)} tabIndex={-1} aria-hidden="true">
        <SizedFilmPoster film={film} eager={eagerPoster} sizes="(min-width: 640px) 110px, 72px" widest={110} />
      </SiteLink>
      <div>
        <Title>
          <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
        </Title>
        <Facts>
          <AgeClassificationBadge classification={film.classification} />
          <FilmTags tags={film.tags} />
          <span>{`${formatDuration(film.durationMinutes)} · ${intl.formatList(film.genres)}`}</span>
        </Facts>
        <FirstDate film={film} now={now} />
        {actions}
      </div>
    </Card>
  );
}
