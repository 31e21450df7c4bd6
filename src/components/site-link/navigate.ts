// eslint-disable-next-line no-restricted-imports -- the one place that calls Gatsby's navigate
import { navigate } from "gatsby";
import { hasStaticParts, isPreviewPath } from "../../config/paths";

/** A preview page (`/cms-preview/…`) never takes the website manager elsewhere (SPEC §2). */
const onPreviewPage = () => typeof window !== "undefined" && isPreviewPath(window.location.pathname);

/**
 * The site's one programmatic navigation to its own pages (Gatsby's client-side `navigate`, which the
 * linter allows nowhere else): refused on a preview page, as link clicks are there. A page with a static part comes
 * from the server, as its links do (`loadFromServer`): rendered here, it would load again once shown without it.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (onPreviewPage()) return;
  if (hasStaticParts(to)) loadFromServer(to, options?.replace);
  else void (options ? navigate(to, options) : navigate(to));
}

/** A full-page navigation to another site (payment portal, wallet, ticketing site), refused on a preview page too. */
export function leaveSiteFor(url: string): void {
  if (onPreviewPage()) return;
  // eslint-disable-next-line no-restricted-syntax -- the one place that leaves the site by script
  window.location.assign(url);
}

/**
 * A full-page load of one of the site's pages: those with a static part (src/components/islands), which only the
 * server has in full. Refused on a preview page, as link clicks are there.
 */
export function loadFromServer(path: string, replace = false): void {
  if (onPreviewPage()) return;
  // eslint-disable-next-line no-restricted-syntax -- the site's pages that the browser cannot render itself
  if (replace) window.location.replace(path);
  // eslint-disable-next-line no-restricted-syntax -- the same
  else window.location.assign(path);
}
