/**
 * The address analytics may see: origin and path, plus the utm_ campaign
 * parameters. Every other query value (reset codes, tokens, e-mails, uid,
 * requestData…) and the fragment stay out of analytics URLs.
 */
export function analyticsPageLocation(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => name.startsWith("utm_")));
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}
