import { paths } from "../../../../config/paths";
// The module itself, not the member API's index: this runs on every page.
import { offersLoginByToken } from "../api/member-api/token-login-offer";

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
 * SPEC §7 "login by token" (where the site offers it: version 1): a member who arrives with a token is
 * logged in. Runs before hydration; the member code loads only when a token is there.
 */
export function startTokenLogin(): void {
  if (!offersLoginByToken()) return;
  const token = takeArrivalToken();
  if (token) void import("./token-login").then(({ logInWithToken }) => logInWithToken(token));
}
