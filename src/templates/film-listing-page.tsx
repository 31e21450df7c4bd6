import type { HeadFC, PageProps } from "gatsby";
import { useIntl } from "react-intl";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import type { FilmSummary } from "../content/film";
import { FilmListing } from "../features/films/components/film-listing";
import { filmMessages } from "../features/films/messages";
import { FavoriteFilmEntry } from "../features/loyalty/favorites/favorite-film-entry";
import { siteIntl } from "../i18n/site-intl";
import { useNow } from "../components/use-now";

export interface FilmListingContext {
  films: FilmSummary[];
  buildTime: string;
}

export default function FilmListingPage({ pageContext: { films, buildTime }, location }: PageProps<object, FilmListingContext>) {
  const intl = useIntl();
  const now = useNow(buildTime);
  return (
    <>
      <h1>{intl.formatMessage(filmMessages.listingTitle)}</h1>
      <FilmListing
        films={films}
        now={now}
        renderActions={(film) => <FavoriteFilmEntry film={film} returnTo={location.pathname} />}
      />
    </>
  );
}

export const Head: HeadFC<object, FilmListingContext> = () => (
  <Seo
    title={siteIntl.formatMessage(filmMessages.listingTitle)}
    description={siteIntl.formatMessage(filmMessages.listingDescription, { cinema: siteConfig.name })}
    path={paths.filmListing()}
  />
);
