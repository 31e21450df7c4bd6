import { navigate, type HeadFC, type PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { NotFoundContent } from "../components/error-page/error-page";
import { errorPageMessages } from "../components/error-page/messages";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { findFilmForPath } from "../features/films/find-film-for-path";
import { siteIntl } from "../i18n/site-intl";
import { pageMessages } from "./messages";

export interface FilmPermalinkContext {
  /** Every film's id and slug (small, so this scales to thousands of films). */
  films: { id: string; slug: string }[];
}

/**
 * Client-only routes films/*, permalink/movie/* and /{moviePermalinkPrefix}/movie/*
 * (paths.ts filmPermalinkRoutes): a known film id with a
 * wrong or missing slug goes to the canonical URL; anything else is a 404.
 */
export default function FilmPermalinkPage({ location, pageContext }: PageProps<object, FilmPermalinkContext>) {
  const intl = useIntl();
  const [notFound, setNotFound] = useState(false);
  useEffect(() => {
    const film = findFilmForPath(location.pathname, pageContext.films);
    if (film) void navigate(`${paths.film(film)}${location.search}${location.hash}`, { replace: true });
    else setNotFound(true);
  }, [location.pathname, location.search, location.hash, pageContext.films]);
  if (notFound) return <NotFoundContent />;
  return <p role="status">{intl.formatMessage(pageMessages.permalinkSearching)}</p>;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(errorPageMessages.notFoundTitle)}
    description={siteIntl.formatMessage(errorPageMessages.notFoundText)}
    path={paths.filmListing()}
    noindex
  />
);
