import { isIP } from "node:net";

/** Which reverse proxies in front of us are believed when they name the client in X-Forwarded-For. */
export interface TrustedProxies {
  /** How many proxies append to X-Forwarded-For; 0 trusts the socket only. */
  hops: number;
  /** Believe the header only when the nearest proxy is on this machine (`npm start`'s front door). */
  loopbackOnly: boolean;
}

export const TRUST_NO_PROXY: TrustedProxies = { hops: 0, loopbackOnly: false };

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: a peer on this machine. */
export function isLoopback(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, "");
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The address a request came from. X-Forwarded-For is read only when we sit behind
 * `trusted.hops` reverse proxies that each append the address they saw: the client is
 * then the entry that many places from the right. Entries further left are written by
 * the client itself and cannot be trusted; with `loopbackOnly`, neither is a header
 * that did not come from a peer on this machine.
 */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const direct = socketAddress || "unknown";
  if (trusted.hops <= 0 || !forwardedFor) return direct;
  if (trusted.loopbackOnly && !isLoopback(socketAddress)) return direct;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = hops[Math.max(0, hops.length - trusted.hops)];
  return candidate && candidate.length <= 64 ? candidate : direct;
}

/** Where a request's visitor address is read from (ServerConfig). */
export interface ClientAddressSource {
  /** A header the host sets on every request and no visitor can set (Netlify's x-nf-client-connection-ip). */
  clientAddressHeader: string | null;
  trustedProxies: TrustedProxies;
}

/**
 * The visitor's address: the host's own header when the site runs where one is given (a build for Netlify is
 * served by Netlify only), else the socket's peer and the X-Forwarded-For entries of trusted proxies. A header value
 * that is not an address is not believed.
 */
export function clientAddressOf(
  request: { clientAddress: string; headers: Readonly<Record<string, string | undefined>> },
  source: ClientAddressSource,
): string {
  const named = source.clientAddressHeader ? (request.headers[source.clientAddressHeader]?.trim() ?? "") : "";
  if (isIP(named)) return named;
  return resolveClientAddress(request.clientAddress, request.headers["x-forwarded-for"], source.trustedProxies);
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
