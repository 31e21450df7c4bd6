/** SPEC §2: the ticketing route segments; each gets a hand-off page at `/{segment}/`. */
export const TICKETING_SEGMENTS = [
  "startticketing",
  "ticketing",
  "launch/ticketing",
  "startconcessions",
  "giftcards",
  "physicalgiftcards",
  "giftmembership",
  "vouchers",
  "refund",
  "startseasonpass",
  "loyaltycredit",
  "payreservation",
  "loyalty/upgrade",
  "concessions/landing",
] as const;

export type TicketingSegment = (typeof TICKETING_SEGMENTS)[number];

export const handoffPagePath = (segment: TicketingSegment) => `/${segment}/`;

/** The server redirect endpoints (they work without JavaScript, but cannot add a member's token). */
const REDIRECT_ENDPOINT = /^\/api\/(refund|startticketing|launch\/ticketing|startconcessions)\/redirect\/?$/;

/**
 * The hand-off page for a link to a server redirect endpoint, with the link's
 * query string; null for any other link.
 */
export function handoffPathFor(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  const segment = REDIRECT_ENDPOINT.exec(url.pathname)?.[1];
  return segment ? `/${segment}/${url.search}` : null;
}
