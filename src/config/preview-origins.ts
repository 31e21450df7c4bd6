import { siteConfig } from "./site-config";

/** The origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The content-management app's origins that may message (and frame) preview pages: the staging and
 * production origins of the site configuration, plus GATSBY_PREVIEW_ORIGIN when set at build time.
 */
export const previewOrigins = (override = process.env.GATSBY_PREVIEW_ORIGIN): string[] =>
  [siteConfig.preview.stagingOrigin, siteConfig.preview.productionOrigin, override]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
