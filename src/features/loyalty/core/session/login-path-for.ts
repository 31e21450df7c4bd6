import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import { safeReturnPath } from "./return-path";

/** The login page's query name of a film to add once she is logged in (film-intent.ts). */
export const FILM_INTENT_PARAM = "addFilm";

/**
 * The login page URL that brings the visitor back to `returnTo` afterwards (if `safeReturnPath` accepts it), and,
 * from « Ajouter à mes films », adds that film once she is logged in (film-intent.ts).
 */
export function loginPathFor(returnTo: string | undefined, intent?: { addFilm: string }): string {
  const back = returnTo === paths.login() ? null : safeReturnPath(returnTo, siteConfig.domain);
  const query = new URLSearchParams();
  if (back) query.set("return", back);
  if (intent) query.set(FILM_INTENT_PARAM, intent.addFilm);
  const search = query.toString();
  return search ? `${paths.login()}?${search}` : paths.login();
}
