/**
 * The address a request came from. X-Forwarded-For is read only when we sit behind
 * `trustProxyHops` reverse proxies that each append the address they saw: the
 * client is then the entry that many places from the right. Entries further left
 * are written by the client itself and cannot be trusted.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustProxyHops: number,
): string {
  if (trustProxyHops <= 0 || !forwardedFor) return socketAddress || "unknown";
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = hops[Math.max(0, hops.length - trustProxyHops)];
  return candidate && candidate.length <= 64 ? candidate : socketAddress || "unknown";
}
