import { paths } from "../../../config/paths";
import { safeReturnPath } from "../core/session/return-path";

/**
 * The login page for a hand-off that needs a session: the hand-off's query string
 * is kept and `return` brings the member back to the hand-off (SPEC §4), if
 * `safeReturnPath` accepts it. Null on the login page itself.
 */
export function loginPathKeepingQuery(pathname: string, search: string, origin: string): string | null {
  if (pathname === paths.login()) return null;
  const query = new URLSearchParams(search);
  query.delete("return");
  const back = safeReturnPath(`${pathname}${search}`, origin);
  if (back !== null) query.set("return", back);
  const queryString = query.toString();
  return queryString ? `${paths.login()}?${queryString}` : paths.login();
}
