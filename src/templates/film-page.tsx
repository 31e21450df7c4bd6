import type { HeadFC, PageProps } from "gatsby";
import { lazy, useRef } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { AgeClassificationBadge, AgeClassificationNotice } from "../features/films/components/age-classification";
import { FilmFacts, FilmRuntimeAndRelease } from "../features/films/components/film-facts";
import { FilmPoster, PosterPreload } from "../features/films/components/film-poster";
import { FilmTags } from "../features/films/components/film-tags";
import { FilmVersions } from "../features/films/components/film-versions";
import { LazyAddToCalendarButton } from "../features/films/calendar/lazy-add-to-calendar-button";
import { ShowtimeDays, useDayNameInView } from "../features/films/components/showtime-days";
import { filmPageMessages } from "../features/films/film-page-messages";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { useTrackingRecord } from "../features/tracking";
import { siteIntl } from "../i18n/site-intl";
import type { PageContexts } from "../lib/page-contexts";
import { upcomingShowtimes } from "../lib/play-week";
import { posterJpegUrl } from "../lib/responsive-image";
import { KeptServerHtml, useKeptServerHtml } from "../components/islands/kept-server-html";
import { LazyPart } from "../components/lazy-part";
import { useHydrated } from "../components/use-hydrated";
import { useClock, useNow } from "../components/use-now";

export type FilmPageContext = PageContexts["templates/film-page"];

/**
 * Booking first. Phones: a poster thumbnail beside the title and facts, then the
 * showtimes, then synopsis and credits. From 768 px: the poster in its own column,
 * the showtimes right under the title (above the fold at 1280×800).
 */
const Layout = styled.article`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  grid-template-areas:
    "poster head"
    "showtimes showtimes"
    "about about";
  gap: 1rem;
  align-items: start;

  ${({ theme }) => theme.up(1)} {
    grid-template-columns: 240px minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas:
      "poster head"
      "poster showtimes"
      "poster about";
    column-gap: 2rem;
  }
  ${({ theme }) => theme.up(2)} {
    grid-template-columns: 300px minmax(0, 1fr);
  }
`;

/** Displayed poster width at each layout above: lets the browser pick the right file. */
const POSTER_SIZES = "(min-width: 1024px) 300px, (min-width: 768px) 240px, 88px";

const Poster = styled.div`
  grid-area: poster;
`;

const Summary = styled.div`
  grid-area: head;
  display: grid;
  gap: 0.5rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 5vw, 2.75rem);
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
`;

const Facts = styled.p`
  margin: 0;
`;

const Showtimes = styled.section`
  grid-area: showtimes;

  h2 {
    margin: 0 0 0.5rem;
  }
`;

const About = styled.div`
  grid-area: about;
`;

const Favorite = styled.div`
  margin: 1rem 0;
`;

type Film = FilmPageContext["film"];

const ShowtimeDaysEnhancements = lazy(() =>
  import("../features/films/components/showtime-days-enhancements").then((m) => ({ default: m.ShowtimeDaysEnhancements })),
);

/*
 * The clock lives in the two parts that show it (useNow, useClock): it renders nothing else again. On the page the
 * visitor loaded, the showtime days are kept as the server wrote them (KeptServerHtml: most of the page's fibers,
 * never hydrated), and get the visitor's clock and the calendar buttons from ShowtimeDaysEnhancements; after a
 * client-side navigation React renders them.
 */
function UpcomingVersions({ film, buildTime }: { film: Film; buildTime: string }) {
  const showtimes = upcomingShowtimes(film.showtimes, useNow(buildTime));
  return <FilmVersions showtimes={showtimes} originalLanguage={film.originalLanguage} />;
}

function FilmShowtimes({ film, buildTime }: { film: Film; buildTime: string }) {
  const intl = useIntl();
  const clock = useClock(buildTime);
  const hydrated = useHydrated();
  const kept = useKeptServerHtml(film.id);
  const days = useRef<HTMLDivElement>(null);
  useDayNameInView(days);
  return (
    <Showtimes aria-labelledby="seances">
      <h2 id="seances">{intl.formatMessage(filmPageMessages.showtimes)}</h2>
      <KeptServerHtml kept={kept} ref={days}>
        <ShowtimeDays
          title={film.title}
          originalLanguage={film.originalLanguage}
          showtimes={upcomingShowtimes(film.showtimes, clock.now)}
          now={clock.now}
          renderShowtimeExtra={hydrated ? (showtime) => <LazyAddToCalendarButton film={film} showtime={showtime} /> : undefined}
        />
      </KeptServerHtml>
      {kept && hydrated && (
        <LazyPart fallback={null}>
          <ShowtimeDaysEnhancements days={days} film={film} clock={clock} />
        </LazyPart>
      )}
    </Showtimes>
  );
}

export default function FilmPage({ pageContext: { film, buildTime }, location }: PageProps<object, FilmPageContext>) {
  const intl = useIntl();
  useTrackingRecord({ kind: "film", film });
  return (
    <Layout>
      <Poster>
        <FilmPoster film={film} priority sizes={POSTER_SIZES} />
      </Poster>
      <Summary>
        <Title>{film.title}</Title>
        <Badges>
          <AgeClassificationBadge classification={film.classification} />
          <FilmTags tags={film.tags} />
        </Badges>
        <Facts>
          <FilmRuntimeAndRelease film={film} />
        </Facts>
        <UpcomingVersions film={film} buildTime={buildTime} />
      </Summary>
      <FilmShowtimes film={film} buildTime={buildTime} />
      <About>
        <AgeClassificationNotice classification={film.classification} />
        <Favorite>
          <FavoriteFilmEntry film={film} returnTo={location.pathname} />
        </Favorite>
        <h2>{intl.formatMessage(filmPageMessages.synopsis)}</h2>
        <p>{film.synopsis}</p>
        <FilmFacts film={film} />
      </About>
    </Layout>
  );
}

export const Head: HeadFC<object, FilmPageContext> = ({ pageContext: { film, jsonLd } }) => (
  <>
    <PosterPreload film={film} sizes={POSTER_SIZES} />
    <Seo
      title={film.title}
      description={siteIntl.formatMessage(filmPageMessages.filmDescription, { title: film.title, cinema: siteConfig.name })}
      path={paths.film(film)}
      image={posterJpegUrl(film)}
      type="video.movie"
      jsonLd={jsonLd}
    />
  </>
);
