import { navigateTo } from "../../../../components/site-link/navigate";
import { ACCOUNT_SECTIONS, accountSection } from "../account-sections/account-sections";
import { loginPathFor } from "./login-path-for";

/** Set as the member leaves the area logged out, for the login page it loads next (session storage: this tab only). */
const LOGGED_OUT_KEY = "cinema.loggedOut";

/** A page of the member area: nothing there is for a visitor. */
export const isMemberAreaPage = (pathname: string): boolean =>
  ACCOUNT_SECTIONS.some((section) => accountSection[section].path() === pathname);

/**
 * After a logout on a page of the member area: the login page, which says she is logged out and brings her back to
 * that page if she logs in again (it replaces the page in the history: Back does not return to it). Elsewhere she
 * stays where she is; false then.
 */
export function leaveMemberArea(pathname: string): boolean {
  if (!isMemberAreaPage(pathname)) return false;
  try {
    sessionStorage.setItem(LOGGED_OUT_KEY, "1");
  } catch {
    // Storage refused: the login page shows without saying she is logged out.
  }
  navigateTo(loginPathFor(pathname), { replace: true });
  return true;
}

/** Whether she has just left the area logged out; forgotten as it is read, so a reload does not say it again. */
export function takeLoggedOutNotice(): boolean {
  try {
    const loggedOut = sessionStorage.getItem(LOGGED_OUT_KEY) !== null;
    sessionStorage.removeItem(LOGGED_OUT_KEY);
    return loggedOut;
  } catch {
    return false;
  }
}
