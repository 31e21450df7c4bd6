import { type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { movieTheaterJsonLd } from "../components/movie-theater-json-ld";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import { theaterDetails } from "../config/theater-details";
import type { Showtime } from "../content/film";
import { orderFilms } from "../features/films/order-films";
import { FeaturedFilm } from "../features/films/programme/components/featured-film";
import { TodayProgramme } from "../features/films/programme/components/today-programme";
import { pickFeaturedFilm } from "../features/films/programme/featured-film";
import { unpackProgramme, type PackedProgramme } from "../lib/programme/packed-programme";
import type { ProgrammeFilm } from "../lib/programme/programme-film";
import { AccountDeletedNotice } from "../features/loyalty/account/deleted-notice";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { useTrackingRecord } from "../features/tracking";
import { useNow } from "../components/use-now";
import { pageMessages } from "./messages";
import { siteIntl } from "../i18n/site-intl";
import { SiteLink } from "../components/site-link/site-link";

export interface HomeContext {
  /**
   * The films the home can show, packed (packed-programme.ts): those of its days, with those days' showtimes,
   * and the avant-premières after them (src/lib/programme/home-programme.ts).
   */
  programme: PackedProgramme;
  /** The last day the programme carries in full: « Aujourd’hui » shows no later day. */
  lastDay: string;
  buildTime: string;
}

const Intro = styled.p`
  max-width: 60ch;
  font-size: 1.125rem;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

export default function HomePage({ pageContext: { programme, lastDay, buildTime }, location }: PageProps<object, HomeContext>) {
  const intl = useIntl();
  const films = useMemo(() => unpackProgramme(programme), [programme]);
  const now = useNow(buildTime);
  useTrackingRecord({ kind: "home", films: programme.films });
  const ordered = orderFilms(films, siteConfig.movieOrderIndex);
  const featured = pickFeaturedFilm<Showtime, ProgrammeFilm>(ordered, now, siteConfig.timeZone);
  return (
    <>
      <h1>{intl.formatMessage(pageMessages.homeTitle, { cinema: siteConfig.name, city: theaterConfig.address.city })}</h1>
      <AccountDeletedNotice state={location.state} />
      <Intro>{theaterDetails.description}</Intro>
      {featured && <FeaturedFilm featured={featured} />}
      <TodayProgramme
        films={ordered}
        now={now}
        lastDay={lastDay}
        excludedFilmId={featured?.film.id}
        renderActions={(film) => <FavoriteFilmEntry film={film} returnTo={location.pathname} />}
      />
      <Actions>
        <SiteLink to={paths.filmListing()}>{intl.formatMessage(pageMessages.homeFullProgramme)}</SiteLink>
        <SiteLink to={paths.theater()}>{intl.formatMessage(pageMessages.homePracticalInfo)}</SiteLink>
      </Actions>
    </>
  );
}

export const Head: HeadFC<object, HomeContext> = () => (
  <Seo
    title={siteConfig.name}
    description={siteIntl.formatMessage(pageMessages.homeDescription, {
      cinema: siteConfig.name,
      city: theaterConfig.address.city,
    })}
    path={paths.home()}
    jsonLd={{ "@context": "https://schema.org", ...movieTheaterJsonLd(theaterConfig) }}
  />
);
