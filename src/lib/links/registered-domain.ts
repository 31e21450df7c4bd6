/** Second-level labels under which registrations happen (co.uk, gouv.fr, com.au…): a short list, not the public suffix list. */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "gouv", "gov", "ac", "edu", "asso", "nom"]);
const IP_OR_SINGLE_LABEL = /^(\d+\.\d+\.\d+\.\d+|\[.*\]|[^.]+)$/;

/**
 * The registered domain of a host name (`billetterie.cinema-aurore.fr` → `cinema-aurore.fr`):
 * its last two labels, three under a known second level of a country code (`bbc.co.uk`).
 * IP addresses and single-label hosts (localhost) are their own registered domain.
 */
export function registeredDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (IP_OR_SINGLE_LABEL.test(host)) return host;
  const labels = host.split(".");
  const tld = labels[labels.length - 1] ?? "";
  const second = labels[labels.length - 2] ?? "";
  const keep = tld.length === 2 && SECOND_LEVEL.has(second) && labels.length > 2 ? 3 : 2;
  return labels.slice(-keep).join(".");
}

export const isSameRegisteredDomain = (a: string, b: string) => registeredDomain(a) === registeredDomain(b);
