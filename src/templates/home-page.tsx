import { type HeadFC, type PageProps } from "gatsby";
import { useCallback, useEffect, useMemo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useStaticLinks } from "../components/islands/use-static-links";
import { movieTheaterJsonLd } from "../config/movie-theater-json-ld";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import { theaterDetails } from "../config/theater-details";
import { orderFilms } from "../features/films/order-films";
import { unpackProgramme } from "../lib/programme/packed-programme";
import type { PageContexts } from "../lib/page-contexts";
import { AccountDeletedNotice } from "../features/loyalty/account/deleted-notice";
import { FavoriteFilmSlots } from "../features/loyalty/favorites/favorite-film-islands";
import { PROGRAMME_REGION, programmeRegion } from "../features/films/programme/programme-region";
import { useProgrammeClock } from "../features/films/programme/use-programme-clock";
import { stopHeadScript } from "../lib/programme/head-script-handle";
import HomeStatic from "./home-page.static";
import { useTrackingRecord } from "../features/tracking";
import { useClock } from "../components/use-now";
import { pageMessages } from "./messages";
import { siteIntl } from "../i18n/site-intl";
import { SiteLink } from "../components/site-link/site-link";

export type HomeContext = PageContexts["templates/home-page"];

const Intro = styled.p`
  max-width: 60ch;
  font-size: 1.125rem;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

/**
 * `/`: the featured film and today's showtimes are static (HomeStatic, rendered by the build only); hydrated are the
 * account-deleted notice, a member's favourite toggles and the visitor's clock on the showtimes.
 */
export default function HomePage({ pageContext: { programme, lastDay, buildTime }, location }: PageProps<object, HomeContext>) {
  const intl = useIntl();
  const films = useMemo(() => orderFilms(unpackProgramme(programme), siteConfig.movieOrderIndex), [programme]);
  const clock = useClock(buildTime);
  const { now } = clock;
  useStaticLinks(programmeRegion);
  const titleOf = useCallback((id: string) => films.find((film) => film.id === id)?.title ?? "", [films]);
  useTrackingRecord({ kind: "home", films: programme.films });
  // The page's code has the programme from here on: the head script's listeners go.
  useEffect(() => stopHeadScript(), []);
  useProgrammeClock(clock);
  return (
    <>
      <h1>{intl.formatMessage(pageMessages.homeTitle, { cinema: siteConfig.name, city: theaterConfig.address.city })}</h1>
      <AccountDeletedNotice />
      <Intro>{theaterDetails.description}</Intro>
      <HomeStatic region={PROGRAMME_REGION} films={films} lastDay={lastDay} now={now} returnTo={location.pathname} />
      <FavoriteFilmSlots root={programmeRegion} titleOf={titleOf} returnTo={location.pathname} />
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
