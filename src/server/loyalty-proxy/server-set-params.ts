import site from "../../../content/site.json";
import { paths } from "../../config/paths";
import type { LoyaltyRouteName } from "../../lib/loyalty-api";
import type { ServerConfig } from "../config";

/**
 * Query values the server decides, whatever the client sent: where the reset
 * mail's link points. A stranger asking a reset for a member's e-mail cannot make
 * the mail send the member's code to another host.
 */
export function serverSetParams(name: LoyaltyRouteName, config: ServerConfig): Record<string, string> {
  if (name !== "getResetPasswordCode" && name !== "getResetPasswordCodeV3") return {};
  const rootUrl = new URL(`${site.pathPrefix}/`, config.siteUrl).href;
  const resetPasswordLink = new URL(`${site.pathPrefix}${paths.passwordReset()}`, config.siteUrl).href;
  return { rootUrl, resetPasswordLink };
}

/** Overwrites (or adds) the server's values on the upstream URL. */
export function applyServerSetParams(url: URL, name: LoyaltyRouteName, config: ServerConfig): void {
  for (const [param, value] of Object.entries(serverSetParams(name, config))) url.searchParams.set(param, value);
}
