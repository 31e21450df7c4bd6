import { Link } from "gatsby";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { paths } from "../../../../config/paths";
import { theaterConfig } from "../../../../config/site-config";
import type { Showtime } from "../../../../content/film";
import { formatClock, formatDay } from "../../../../i18n/format-date-time";
import { AgeClassificationBadge } from "../../components/age-classification";
import { FilmPoster } from "../../components/film-poster";
import { FilmTags } from "../../components/film-tags";
import { ShowtimeLink } from "../../components/showtime-link";
import { formatDuration } from "../../format-duration";
import type { Featured } from "../featured-film";
import { programmeMessages } from "../messages";
import type { ProgrammeFilm } from "../programme-film";

const Box = styled.section`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.menu.background};

  ${({ theme }) => theme.up(1)} {
    grid-template-columns: 220px minmax(0, 1fr);
    padding: 1.5rem;
  }
`;

const Kicker = styled.p`
  margin: 0 0 0.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 0.875rem;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: clamp(1.5rem, 4vw, 2.25rem);

  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1rem;
`;

/** The home page's featured film: its next avant-première (with the booking button), or the newest release. */
export function FeaturedFilm({ featured }: { featured: Featured<ProgrammeFilm, Showtime> }) {
  const intl = useIntl();
  const { film } = featured;
  return (
    <Box aria-labelledby="film-a-l-affiche">
      <Link to={paths.film(film)} tabIndex={-1} aria-hidden="true">
        <FilmPoster film={film} eager />
      </Link>
      <div>
        <Kicker>
          {featured.kind === "preview"
            ? intl.formatMessage(programmeMessages.featuredPreview, {
                day: formatDay(intl, featured.showtime.start),
                time: formatClock(intl, featured.showtime.start),
              })
            : intl.formatMessage(programmeMessages.featuredRelease)}
        </Kicker>
        <Title id="film-a-l-affiche">
          <Link to={paths.film(film)}>{film.title}</Link>
        </Title>
        <Meta>
          <AgeClassificationBadge classification={film.classification} />
          <FilmTags tags={film.tags} />
          <span>
            {formatDuration(film.durationMinutes)} · {intl.formatList(film.genres)}
          </span>
        </Meta>
        {featured.kind === "preview" && (
          <ShowtimeLink
            title={film.title}
            originalLanguage={film.originalLanguage}
            showtime={featured.showtime}
            href={paths.booking({ theaterCode: theaterConfig.id, perfCode: featured.showtime.perfCode })}
          />
        )}
      </div>
    </Box>
  );
}
