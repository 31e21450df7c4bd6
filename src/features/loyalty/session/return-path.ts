/**
 * The `return` query parameter of the login page, if it is a path of this site:
 * one leading "/", never "//" or "/\", no scheme, no other host, no control characters.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
