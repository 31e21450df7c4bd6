import { paths } from "../../../config/paths";

/**
 * The login page for a hand-off that needs a session: the hand-off's query string
 * is kept and `return` brings the member back to the hand-off (SPEC §4). Null on
 * the login page itself.
 */
export function loginPathKeepingQuery(pathname: string, search: string): string | null {
  if (pathname === paths.login()) return null;
  const query = new URLSearchParams(search);
  query.delete("return");
  query.set("return", `${pathname}${search}`);
  return `${paths.login()}?${query}`;
}
