import { acceptedValue, redirectTargets, type RedirectTargetName } from "./redirect-table";

const DIGITS = /^\d{1,10}$/;

/**
 * The Location of a redirect endpoint: the configured ticketing base plus a path
 * from the fixed table. Request values only ever become encoded query values.
 */
export function ticketingLocation(ticketingBase: URL, targetName: RedirectTargetName, query: URLSearchParams): URL {
  const target = redirectTargets[targetName];
  const base = ticketingBase.href.replace(/\/+$/, "");
  const kept = new URLSearchParams();
  for (const name of target.query) {
    const value = acceptedValue(query, name);
    if (value !== undefined) kept.set(name, value);
  }
  const theaterCode = kept.get("theaterCode");
  const perfCode = kept.get("perfCode");
  if (targetName === "startticketing" && theaterCode && perfCode && DIGITS.test(theaterCode) && DIGITS.test(perfCode)) {
    const booking = new URL(`${base}/websales/sales/${theaterCode}/book`);
    booking.searchParams.set("perfcode", perfCode);
    for (const name of ["requestData", "email", "token"] as const) {
      const value = kept.get(name);
      if (value !== null) booking.searchParams.set(name, value);
    }
    return booking;
  }
  const location = new URL(`${base}/${target.path}`);
  location.search = kept.toString();
  return location;
}
