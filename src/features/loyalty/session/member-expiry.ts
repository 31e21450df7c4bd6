/** SPEC §3: this memberExpiry means the membership never expires. */
export const NO_EXPIRY = "0001-01-01T00:00:00Z";

/** Expired means memberExpiry is in the past (SPEC §4). */
export function isMemberExpired(memberExpiry: string, now: Date): boolean {
  if (!memberExpiry || memberExpiry.startsWith("0001-01-01")) return false;
  const expiry = Date.parse(memberExpiry);
  return Number.isFinite(expiry) && expiry < now.getTime();
}
