/**
 * Where a vendor may have set its cookies: the page's host and each parent domain below the top level (Google
 * Analytics writes to the registered domain, `.cinema-aurore.fr`). A parent that is a public suffix (`co.uk`)
 * is tried too: browsers ignore a cookie written there, which spares us the public suffix list.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes(".") || /^[\d.]+$|:/.test(hostname)) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join("."));
}

const cookieNames = (): string[] =>
  document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name !== "");

/** Deletes the page's cookies whose names match: host-only and on each parent domain, path /. */
export function deleteCookies(matches: (name: string) => boolean): void {
  const expired = "Max-Age=0; Path=/";
  for (const name of cookieNames().filter(matches)) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(window.location.hostname)) document.cookie = `${name}=; ${expired}; Domain=${domain}`;
  }
}
