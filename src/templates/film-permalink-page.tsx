import { navigate, type HeadFC, type PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { NotFoundContent } from "../components/error-page/error-page";
import { errorPageMessages } from "../components/error-page/messages";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { filmIdForPath } from "../features/films/film-id-for-path";
import { useFilmIndexEntries } from "../components/film-index/use-film-index";
import { loyaltyQueryClient } from "../features/loyalty/query-client";
import { siteIntl } from "../i18n/site-intl";
import { pageMessages } from "./messages";

/**
 * Client-only routes films/*, permalink/movie/* and /{moviePermalinkPrefix}/movie/*
 * (paths.ts filmPermalinkRoutes): a film id found in the film index (one shard fetched), with a
 * wrong or missing slug, goes to the film's canonical URL; anything else is a 404.
 */
export default function FilmPermalinkPage({ location }: PageProps) {
  const intl = useIntl();
  // Read after mount: the pre-rendered HTML is the same for every path under the route.
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => setId(filmIdForPath(location.pathname) ?? null), [location.pathname]);
  const lookup = useFilmIndexEntries(id ? [id] : [], loyaltyQueryClient);
  const filmPath = id ? lookup.entries.get(id)?.path : undefined;
  useEffect(() => {
    if (filmPath) void navigate(`${filmPath}${location.search}${location.hash}`, { replace: true });
  }, [filmPath, location.search, location.hash]);
  if (id === null || (id && !filmPath && !lookup.isPending)) return <NotFoundContent />;
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
