/** Longer values are refused: no page of the site has a path anywhere near this long. */
const MAX_LENGTH = 2048;
/** Percent-decoding rounds checked (%252F → %2F → /); a value still changing after them is refused. */
const MAX_DECODING_ROUNDS = 4;

/** C0 and C1 control characters (tabs and newlines included, which URL parsers silently drop) and "\". */
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path of this site: one leading "/", never "//" or "/\" (both mean "another host" to browsers). */
const isSitePath = (path: string): boolean => path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARACTER.test(path);

/** The path and every percent-decoded form of it are site paths (so no router or server that decodes it sees "//"). */
function staysSitePath(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    if (!isSitePath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/**
 * The one checker of every place the site sends a visitor back to after an action
 * (the login page's `return`, the ticketing hand-off, the signup): the value is
 * resolved against the site's origin the way the browser will resolve it, and the
 * *resulting* URL must have the same origin and a site path (after dot segments,
 * tabs and newlines are removed, and after percent-decoding). Returns the path,
 * query and fragment to navigate to, or null when the value must be ignored.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Only site-relative values: no scheme, no host, no "\" or control character anywhere.
  if (!isSitePath(value)) return null;
  let siteOrigin: string;
  let url: URL;
  try {
    siteOrigin = new URL(origin).origin;
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin || url.username !== "" || url.password !== "") return null;
  if (!staysSitePath(url.pathname)) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // The result itself, resolved again, must land on the same origin and path.
  const again = new URL(result, siteOrigin);
  return again.origin === siteOrigin && again.pathname === url.pathname ? result : null;
}
