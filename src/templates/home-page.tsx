import { Link, type HeadFC, type PageProps } from "gatsby";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import { FilmListing } from "../features/films/components/film-listing";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { useNow } from "../components/use-now";
import type { FilmListingContext } from "./film-listing-page";
import { pageMessages } from "./messages";
import { siteIntl } from "../i18n/site-intl";

const Intro = styled.p`
  max-width: 60ch;
  font-size: 1.125rem;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

export default function HomePage({ pageContext: { films, buildTime }, location }: PageProps<object, FilmListingContext>) {
  const intl = useIntl();
  const now = useNow(buildTime);
  return (
    <>
      <h1>{intl.formatMessage(pageMessages.homeTitle, { cinema: siteConfig.name, city: theaterConfig.address.city })}</h1>
      <Intro>{theaterConfig.description}</Intro>
      <Actions>
        <Link to={paths.filmListing()}>{intl.formatMessage(pageMessages.homeFullProgramme)}</Link>
        <Link to={paths.theater()}>{intl.formatMessage(pageMessages.homePracticalInfo)}</Link>
      </Actions>
      <FilmListing
        films={films}
        now={now}
        buckets={["CURRENT_PLAYWEEK", "NEXT_PLAYWEEK_1"]}
        renderActions={(film) => <FavoriteFilmEntry film={film} returnTo={location.pathname} />}
      />
    </>
  );
}

export const Head: HeadFC<object, FilmListingContext> = () => (
  <Seo
    title={siteConfig.name}
    description={siteIntl.formatMessage(pageMessages.homeDescription, {
      cinema: siteConfig.name,
      city: theaterConfig.address.city,
    })}
    path={paths.home()}
  />
);
