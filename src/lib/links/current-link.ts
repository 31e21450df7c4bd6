import { withTrailingSlash } from "./trailing-slash";

/**
 * Whether a link leads to the page shown (`aria-current="page"`): the same path, whatever `utm_`
 * parameters it carries; with `partiallyActive`, any page under its path too (the programme's link on
 * a film page). A link with a query of its own (a day of the programme, a return path) leads to a view
 * of the page, not to it. No page (a slice's shared HTML, `pathname` empty): nothing is current.
 */
export function isCurrentLink(to: string, pathname: string, partiallyActive = false): boolean {
  if (!pathname) return false;
  const url = new URL(to, "http://site.invalid");
  if ([...url.searchParams.keys()].some((name) => !name.startsWith("utm_"))) return false;
  const link = withTrailingSlash(url.pathname);
  const page = withTrailingSlash(pathname);
  return link === page || (partiallyActive && link !== "/" && page.startsWith(link));
}
