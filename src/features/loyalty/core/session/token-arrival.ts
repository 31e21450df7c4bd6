import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
// The rules module itself, not the package index: this runs on every page.
import { loyaltyVersionOf } from "../../../../lib/loyalty-api/provider-rules";

/** SPEC §2's query name for the token a version-1 site receives from the ticketing site. */
const TOKEN = "token";

/**
 * Takes the ticketing site's token out of the address: it leaves the address bar and the history at once
 * (the entry is replaced, not added). Not on a password-reset link, whose `uid` and `token` are a reset
 * code (SPEC §2).
 */
export function takeArrivalToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN);
  if (!token || url.searchParams.has("uid") || url.pathname === paths.passwordReset()) return null;
  url.searchParams.delete(TOKEN);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * SPEC §7 version 1 "login by token": a member who arrives with a token is logged in. Runs before
 * hydration; the member code loads only when a token is there.
 */
export function startTokenLogin(): void {
  if (loyaltyVersionOf(siteConfig.loyalty.provider) !== 1) return;
  const token = takeArrivalToken();
  if (token) void import("./token-login").then(({ logInWithToken }) => logInWithToken(token));
}
