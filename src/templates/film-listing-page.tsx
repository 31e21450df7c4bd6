import type { HeadFC, PageProps } from "gatsby";
import { useCallback, useMemo } from "react";
import { useIntl } from "react-intl";
import { defineIsland } from "../components/islands/island";
import { useStaticLinks } from "../components/islands/use-static-links";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { listingPageMessages } from "../features/films/listing-page-messages";
import { orderFilms } from "../features/films/order-films";
import { PROGRAMME_REGION, programmeRegion } from "../features/films/programme/programme-region";
import { programmeJsonLd } from "../features/films/programme/programme-json-ld";
import { FavoriteFilmSlots } from "../features/loyalty/favorites/favorite-film-islands";
import { useTrackingRecord } from "../features/tracking";
import { siteIntl } from "../i18n/site-intl";
import type { PageContexts } from "../lib/page-contexts";
import { inlineLaterFilms } from "../lib/programme/listing-later-week";
import ListingStatic from "./film-listing-page.static";
import type { ListingProgrammeProps } from "./film-listing-page.island";

export type FilmListingContext = PageContexts["templates/film-listing-page"];

/** The listing's island, its code out of the page's first load (loaded when wanted: island.tsx). */
const ListingProgrammeIsland = defineIsland<ListingProgrammeProps>(
  "programme-controls",
  () => import(/* webpackChunkName: "listing-programme" */ "./film-listing-page.island"),
);

/**
 * `/films/`: a static programme (ListingStatic, rendered by the build only), its island (ListingProgramme, a root of
 * its own: the day picker and filters with what the programme gains once the page runs) and, for a member, the
 * favourite toggles put into the static programme's slots (portals).
 */
export default function FilmListingPage({ pageContext, location }: PageProps<object, FilmListingContext>) {
  const intl = useIntl();
  const { programme, laterWeeks, buildTime } = pageContext;
  const returnTo = location.pathname;
  useStaticLinks(programmeRegion);
  useTrackingRecord({ kind: "listing", films: programme.films });
  const titles = useMemo(
    () => new Map([...programme.films, ...inlineLaterFilms(laterWeeks)].map((film) => [film.id, film.title])),
    [programme, laterWeeks],
  );
  const titleOf = useCallback((id: string) => titles.get(id) ?? "", [titles]);
  return (
    <>
      <h1>{intl.formatMessage(listingPageMessages.listingTitle)}</h1>
      <ListingProgrammeIsland programme={programme} laterWeeks={laterWeeks} buildTime={buildTime} returnTo={returnTo} />
      <ListingStatic
        region={PROGRAMME_REGION}
        programme={programme}
        laterWeeks={laterWeeks}
        buildTime={buildTime}
        returnTo={returnTo}
      />
      <FavoriteFilmSlots root={programmeRegion} titleOf={titleOf} returnTo={returnTo} />
    </>
  );
}

/** The films the listing links to, in its order: the next two weeks', then the later ones it carries. */
const linkedFilms = ({ programme, laterWeeks }: FilmListingContext) => [
  ...orderFilms(programme.films, siteConfig.movieOrderIndex),
  ...inlineLaterFilms(laterWeeks),
];

export const Head: HeadFC<object, FilmListingContext> = ({ pageContext }) => (
  <Seo
    title={siteIntl.formatMessage(listingPageMessages.listingTitle)}
    description={siteIntl.formatMessage(listingPageMessages.listingDescription, { cinema: siteConfig.name })}
    path={paths.filmListing()}
    jsonLd={programmeJsonLd(linkedFilms(pageContext))}
  />
);
