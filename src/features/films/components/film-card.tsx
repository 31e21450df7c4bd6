import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../../config/paths";
import type { FilmSummary } from "../../../domain/film";
import { upcomingShowtimes } from "../../../lib/play-week";
import { listingMessages } from "../listing-messages";
import { AgeClassificationBadge } from "./age-classification";
import { SizedFilmPoster } from "./sized-film-poster";
import { FilmTags } from "./film-tags";
import { formatDuration } from "../format-duration";
import { formatClock, formatDay } from "../../../i18n/format-date-time";
import { SiteLink } from "../../../components/site-link/site-link";

const Card = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 0.75rem;
  align-items: start;

  ${({ theme }) => theme.up(1)} {
    grid-template-columns: 1fr;
  }
`;

const Title = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;

  a {
    color: ${({ theme }) => theme.palette.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: 0.25rem 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.muted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

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
  const next = upcomingShowtimes(film.showtimes, now)[0];
  return (
    <Card>
      <SiteLink to={paths.film(film)} tabIndex={-1} aria-hidden="true">
        <SizedFilmPoster film={film} eager={eagerPoster} sizes="(min-width: 768px) 240px, 96px" widest={240} />
      </SiteLink>
      <div>
        <Title>
          <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
        </Title>
        <Badges>
          <AgeClassificationBadge classification={film.classification} />
          <FilmTags tags={film.tags} />
        </Badges>
        <Meta>
          {formatDuration(film.durationMinutes)} · {intl.formatList(film.genres)}
        </Meta>
        {next && (
          <Meta>
            {intl.formatMessage(listingMessages.nextShowtimes, {
              day: formatDay(intl, next.start),
              time: formatClock(intl, next.start),
            })}
          </Meta>
        )}
        {actions}
      </div>
    </Card>
  );
}
