import type { HeadFC, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ErrorPageContent, NotFoundContent } from "../components/error-page/error-page";
import { errorPageMessages } from "../components/error-page/messages";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link/site-link";
import { paths } from "../config/paths";
import { filmIdForPath } from "../features/films/film-id-for-path";
import { fetchFilmIndexShard } from "../components/film-index/fetch-film-index-shard";
import { filmIndexShard } from "../lib/film-index/film-index";
import { siteIntl } from "../i18n/site-intl";
import { COLOR_MODE_SWITCH_ATTRIBUTE } from "../lib/color-mode/color-mode";
import { pageMessages as m } from "./messages";
import { navigateTo } from "../components/site-link/navigate";

// The head script marks <html> whenever the page runs JavaScript (color-mode.ts); CSS, not <noscript>,
// so the pre-rendered HTML says the right thing and the browser shows it before any script of ours.
const WithScripts = styled.p`
  html:not([${COLOR_MODE_SWITCH_ATTRIBUTE}]) & {
    display: none;
  }
`;
const WithoutScripts = styled.p`
  html[${COLOR_MODE_SWITCH_ATTRIBUTE}] & {
    display: none;
  }
`;

/** Where a permalink leads: not known yet, the film's page, or nowhere. */
type PermalinkTarget = { state: "searching" } | { state: "found"; path: string } | { state: "missing" } | { state: "failed" };

/** The film page of this permalink's id, from the one shard of the film index that holds it (one retry). */
async function findPermalinkTarget(pathname: string): Promise<PermalinkTarget> {
  const id = filmIdForPath(pathname);
  if (!id) return { state: "missing" };
  const shard = filmIndexShard(id);
  try {
    const entries = await fetchFilmIndexShard(shard).catch(() => fetchFilmIndexShard(shard));
    const path = entries.get(id)?.path;
    return path ? { state: "found", path } : { state: "missing" };
  } catch {
    return { state: "failed" };
  }
}

/**
 * Client-only routes films/*, permalink/movie/* and /{moviePermalinkPrefix}/movie/*
 * (paths.ts filmPermalinkRoutes): a film id found in the film index, with a wrong or missing slug,
 * goes to the film's canonical URL; anything else is a 404. A plain fetch, not TanStack Query:
 * a visitor who follows a link waits for no more JavaScript than a film page needs.
 */
export default function FilmPermalinkPage({ location }: PageProps) {
  const intl = useIntl();
  // Looked up after mount: the pre-rendered HTML is the same for every path under the route.
  const [target, setTarget] = useState<PermalinkTarget>({ state: "searching" });
  useEffect(() => {
    let current = true;
    setTarget({ state: "searching" });
    void findPermalinkTarget(location.pathname).then((found) => current && setTarget(found));
    return () => {
      current = false;
    };
  }, [location.pathname]);
  useEffect(() => {
    if (target.state === "found") navigateTo(`${target.path}${location.search}${location.hash}`, { replace: true });
  }, [target, location.search, location.hash]);
  if (target.state === "missing") return <NotFoundContent />;
  if (target.state === "failed") return <ErrorPageContent title={m.permalinkFailedTitle} text={m.permalinkFailedText} />;
  return (
    <>
      <WithScripts role="status">{intl.formatMessage(m.permalinkSearching)}</WithScripts>
      <WithoutScripts>
        {intl.formatMessage(m.permalinkNeedsScript)}{" "}
        <SiteLink to={paths.filmListing()}>{intl.formatMessage(errorPageMessages.backToProgramme)}</SiteLink>
      </WithoutScripts>
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(errorPageMessages.notFoundTitle)}
    description={siteIntl.formatMessage(errorPageMessages.notFoundText)}
    path={paths.filmListing()}
    noindex
  />
);
