import { type HeadFC, type PageProps } from "gatsby";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link/site-link";
import { useNow } from "../components/use-now";
import { paths } from "../config/paths";
import { ModalMount } from "../features/content-pages/content-modal";
import { contentPageMessages } from "../features/content-pages/messages";
import { PageBlocks } from "../features/content-pages/page-blocks";
import type { PageContexts } from "../lib/page-contexts";
import { AgeClassificationBadge } from "../features/films/components/age-classification";
import { ShowtimeList } from "../features/films/components/showtime-list";
import { useTrackingRecord } from "../features/tracking";
import { upcomingShowtimes } from "../lib/play-week";
import { showtimeGroup } from "../lib/programme/programme-attributes";

export type CustomShowtimesContext = PageContexts["templates/custom-showtimes-page"];

/** A film's title, then its age classification (on every film, as French rules ask). */
const FilmHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;

  h2 {
    margin: 0;
  }
`;

const Films = styled.ul`
  display: grid;
  gap: 2rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;
`;

/** A chosen set of showtimes (SPEC §2 custom-showtimes template), with the film pages' showtime links. */
export default function CustomShowtimesPage({
  pageContext: { page, films, buildTime },
}: PageProps<object, CustomShowtimesContext>) {
  const intl = useIntl();
  const now = useNow(buildTime);
  useTrackingRecord({ kind: "other", films });
  const upcoming = films
    .map((film) => ({ ...film, showtimes: upcomingShowtimes(film.showtimes, now) }))
    .filter((film) => film.showtimes.length > 0);
  return (
    <ModalMount modals={page.modals}>
      <article>
        <h1>{page.title}</h1>
        <PageBlocks blocks={page.blocks} />
        {upcoming.length === 0 ? (
          <p>{intl.formatMessage(contentPageMessages.noShowtimes)}</p>
        ) : (
          <Films>
            {upcoming.map((film) => (
              <li key={film.id} {...showtimeGroup(film.showtimes)}>
                <FilmHeading>
                  <h2>
                    <SiteLink to={paths.film(film)}>{film.title}</SiteLink>
                  </h2>
                  <AgeClassificationBadge classification={film.classification} />
                </FilmHeading>
                <ShowtimeList title={film.title} originalLanguage={film.originalLanguage} showtimes={film.showtimes} />
              </li>
            ))}
          </Films>
        )}
      </article>
    </ModalMount>
  );
}

export const Head: HeadFC<object, CustomShowtimesContext> = ({ pageContext: { page } }) => (
  <Seo title={page.title} description={page.description} path={paths.contentPage(page.slug)} />
);
