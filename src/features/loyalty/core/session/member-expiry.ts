import { NO_EXPIRY } from "../../../../lib/loyalty-api/wire-types";

export { NO_EXPIRY };

/** Expired means memberExpiry is in the past (SPEC §4). */
export function isMemberExpired(memberExpiry: string, now: Date): boolean {
  if (!memberExpiry || memberExpiry.startsWith("0001-01-01")) return false;
  const expiry = Date.parse(memberExpiry);
  return Number.isFinite(expiry) && expiry < now.getTime();
}
