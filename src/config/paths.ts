import { filmPath } from "../content/film";
import { siteConfig } from "./site-config";

/** Every route of the site is built here; no hand-built URLs elsewhere. */
export const paths = {
  home: () => "/",
  filmListing: () => "/films/",
  film: filmPath,
  theater: () => "/cinema/",
  privacyPolicy: () => `/${siteConfig.privacyPolicySlug}/`,
  login: () => `/${siteConfig.loginSlug}/`,
  account: () => "/mon-compte/",
  /** Booking hand-off for one showing; works without JavaScript (a server redirect). */
  booking: ({ theaterCode, perfCode }: { theaterCode: string; perfCode: string }) =>
    `/api/startticketing/redirect?${new URLSearchParams({ theaterCode, perfCode })}`,
} as const;

/** Absolute URL on the site's public domain (canonical links, Open Graph, sitemap). */
export const absoluteUrl = (path: string) => new URL(path, siteConfig.domain).toString();
