import { paths } from "../../../config/paths";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import type { TrackedPage } from "../core/tracked-page";
import { AD_TYPE_LABELS, type AdsMode } from "./ad-rules";

/** SPEC §9 list value separator. */
export const LIST_SEPARATOR = "|";

/** SPEC §3 ad targeting fields, from the page's own data. */
export function adTargeting(
  page: TrackedPage,
  settings: TrackingSettings,
  mode: AdsMode,
  urlOrigin: string,
): Record<string, string> {
  const siteOrigin = new URL(settings.site.domain).origin;
  return {
    page: page.pageType,
    adType: AD_TYPE_LABELS[mode],
    websiteID: settings.site.websiteId,
    domain: new URL(settings.site.domain).hostname,
    currentPath: page.pathname,
    urlOrigin,
    theater: settings.site.theater.slug,
    theaterID: settings.site.theater.id,
    theaterGroup: settings.site.circuit.slug,
    theaterGroupID: settings.site.circuit.id,
    moviePermalinkPath: page.film ? paths.moviePermalink(page.film) : "",
    moviePermalinkOrigin: page.film ? siteOrigin : "",
    scheduledMovieIds: page.scheduledMovieIds.join(LIST_SEPARATOR),
  };
}
