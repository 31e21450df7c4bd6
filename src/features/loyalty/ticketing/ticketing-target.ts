import { isEmailShaped } from "../../../lib/email";
import type { TicketingSegment } from "../../../lib/ticketing-segments";

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const DIGITS = /^\d{1,10}$/;

/** Query names of SPEC §2 carried to the ticketing site, each with the shape it must have. */
const carried = {
  theaterCode: (value: string) => CODE.test(value),
  perfCode: (value: string) => CODE.test(value),
  requestData: (value: string) => value.length <= 2048 && /^[\x21-\x7e]+$/.test(value),
  email: isEmailShaped,
} as const satisfies Record<string, (value: string) => boolean>;

/**
 * Where a hand-off leads on the ticketing site: the booking page of a showing
 * when both codes are digits, otherwise the segment's page. Only the query names
 * above are carried, and only with their shape (never `token` or `return`).
 */
export function ticketingTarget(ticketingUrl: string, segment: TicketingSegment, search: string): URL {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, accepts] of Object.entries(carried)) {
    const values = query.getAll(name);
    if (values.length === 1 && values[0] !== undefined && accepts(values[0])) kept.set(name, values[0]);
  }
  const base = ticketingUrl.replace(/\/+$/, "");
  const theaterCode = kept.get("theaterCode");
  const perfCode = kept.get("perfCode");
  if (segment === "startticketing" && theaterCode && perfCode && DIGITS.test(theaterCode) && DIGITS.test(perfCode)) {
    const booking = new URL(`${base}/websales/sales/${theaterCode}/book`);
    booking.searchParams.set("perfcode", perfCode);
    for (const name of ["requestData", "email"]) {
      const value = kept.get(name);
      if (value !== null) booking.searchParams.set(name, value);
    }
    return booking;
  }
  const target = new URL(`${base}/${segment}`);
  target.search = kept.toString();
  return target;
}
