import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import { safeReturnPath } from "./return-path";

/** The login page URL that brings the visitor back to `returnTo` afterwards (if `safeReturnPath` accepts it). */
export function loginPathFor(returnTo: string | undefined): string {
  const back = returnTo === paths.login() ? null : safeReturnPath(returnTo, siteConfig.domain);
  return back ? `${paths.login()}?${new URLSearchParams({ return: back })}` : paths.login();
}
