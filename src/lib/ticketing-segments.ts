import { withTrailingSlash } from "./links/trailing-slash";

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

const HANDOFF_PAGES = new Set(TICKETING_SEGMENTS.map(handoffPagePath));

/** A hand-off page (`/ticketing/`, `/launch/ticketing` …), with or without its trailing slash. */
export const isHandoffPagePath = (pathname: string) => HANDOFF_PAGES.has(withTrailingSlash(pathname));
