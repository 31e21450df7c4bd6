import { paths } from "../../../config/paths";
import type { TrackedPage } from "../core/tracked-page";
import type { TrackingSettings } from "../../../lib/tracking/settings";

/** SPEC §3 page data record: every value as text. */
export interface PageDataRecord {
  urlOrigin: string;
  domain: string;
  pageType: string;
  theaterId: string;
  theaterName: string;
  theaterPermalinkOrigin: string;
  theaterPermalinkPath: string;
  movieId: string;
  movieTitle: string;
  movieReleaseDate: string;
  moviePermalinkOrigin: string;
  moviePermalinkPath: string;
  isLoggedIn?: string;
}

/**
 * Built once per page from the page's own data (never from the address bar, so
 * no query value such as a reset code or an e-mail can end up in it).
 */
export function pageDataRecord(page: TrackedPage, settings: TrackingSettings, urlOrigin: string): PageDataRecord {
  const siteOrigin = new URL(settings.site.domain).origin;
  const record: PageDataRecord = {
    urlOrigin,
    domain: new URL(settings.site.domain).hostname,
    pageType: page.pageType,
    theaterId: settings.site.theater.id,
    theaterName: settings.site.theater.name,
    theaterPermalinkOrigin: siteOrigin,
    theaterPermalinkPath: paths.theater(),
    movieId: page.film?.id ?? "",
    movieTitle: page.film?.title ?? "",
    movieReleaseDate: page.film?.releaseDate ?? "",
    moviePermalinkOrigin: page.film ? siteOrigin : "",
    moviePermalinkPath: page.film ? paths.moviePermalink(page.film) : "",
  };
  if (page.isLoggedIn !== undefined) record.isLoggedIn = String(page.isLoggedIn);
  return record;
}
