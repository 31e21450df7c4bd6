/**
 * The address a request came from. X-Forwarded-For is read only when we sit behind
 * `trustProxyHops` reverse proxies that each append the address they saw: the
 * client is then the entry that many places from the right. Entries further left
 * are written by the client itself and cannot be trusted.
 */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | undefined, trustProxyHops: number): string {
  if (trustProxyHops <= 0 || !forwardedFor) return socketAddress || "unknown";
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = hops[Math.max(0, hops.length - trustProxyHops)];
  return candidate && candidate.length <= 64 ? candidate : socketAddress || "unknown";
}

/**
 * The throttling key of an address. An IPv6 client usually holds a whole /64,
 * so counting per /128 would let it rotate addresses; IPv4 (and IPv4-mapped) stays whole.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(":")) return plain;
  const [head = "", tail] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
