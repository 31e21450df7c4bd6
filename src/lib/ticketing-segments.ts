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
