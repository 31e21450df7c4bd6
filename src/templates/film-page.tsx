import type { HeadFC, PageProps } from "gatsby";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import type { Film } from "../content/film";
import { AgeClassificationBadge, AgeClassificationNotice } from "../features/films/components/age-classification";
import { FilmFacts, FilmRuntimeAndRelease } from "../features/films/components/film-facts";
import { FilmPoster } from "../features/films/components/film-poster";
import { FilmTags } from "../features/films/components/film-tags";
import { ShowtimeList } from "../features/films/components/showtime-list";
import { filmMessages } from "../features/films/messages";
import { posterUrl } from "../features/films/poster/poster-url";
import { filmJsonLd } from "../features/films/structured-data";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { MemberTicketingLinks } from "../features/loyalty/ticketing/member-ticketing-links";
import { siteIntl } from "../i18n/site-intl";
import { upcomingShowtimes } from "../lib/play-week";
import { useNow } from "../components/use-now";

export interface FilmPageContext {
  film: Film;
  buildTime: string;
}

const Top = styled.div`
  display: grid;
  gap: 1.5rem;
  ${({ theme }) => theme.up(1)} {
    grid-template-columns: 240px 1fr;
  }
  ${({ theme }) => theme.up(2)} {
    grid-template-columns: 300px 1fr;
  }
`;

const PosterColumn = styled.div`
  max-width: 240px;
  ${({ theme }) => theme.up(2)} {
    max-width: none;
  }
`;

const Title = styled.h1`
  margin: 0 0 0.5rem;
  font-size: clamp(1.75rem, 5vw, 2.75rem);
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
`;

const Actions = styled.div`
  margin: 1rem 0;
`;

export default function FilmPage({ pageContext: { film, buildTime }, location }: PageProps<object, FilmPageContext>) {
  const intl = useIntl();
  const now = useNow(buildTime);
  return (
    <article>
      <Top>
        <PosterColumn>
          <FilmPoster film={film} eager />
        </PosterColumn>
        <div>
          <Title>{film.title}</Title>
          <Badges>
            <AgeClassificationBadge classification={film.classification} />
            <FilmTags tags={film.tags} />
          </Badges>
          <p>
            <FilmRuntimeAndRelease film={film} />
          </p>
          <AgeClassificationNotice classification={film.classification} />
          <Actions>
            <FavoriteFilmEntry film={film} returnTo={location.pathname} />
          </Actions>
          <h2>{intl.formatMessage(filmMessages.synopsis)}</h2>
          <p>{film.synopsis}</p>
          <FilmFacts film={film} />
        </div>
      </Top>
      <section aria-labelledby="seances">
        <h2 id="seances">{intl.formatMessage(filmMessages.showtimes)}</h2>
        <ShowtimeList
          title={film.title}
          originalLanguage={film.originalLanguage}
          showtimes={upcomingShowtimes(film.showtimes, now)}
        />
        <MemberTicketingLinks />
      </section>
    </article>
  );
}

export const Head: HeadFC<object, FilmPageContext> = ({ pageContext: { film, buildTime } }) => (
  <Seo
    title={film.title}
    description={siteIntl.formatMessage(filmMessages.filmDescription, { title: film.title, cinema: siteConfig.name })}
    path={paths.film(film)}
    image={posterUrl(film)}
    type="video.movie"
    jsonLd={filmJsonLd(film, theaterConfig, new Date(buildTime))}
  />
);
