import { paths } from "../../../config/paths";
import type { TicketingSegment } from "../../../lib/ticketing-segments";

/** The server redirect endpoints (they work without JavaScript, but cannot add a member's token). */
const REDIRECT_ENDPOINT = /^\/api\/(refund|startticketing|launch\/ticketing|startconcessions)\/redirect\/?$/;
type RedirectSegment = Extract<TicketingSegment, "refund" | "startticketing" | "launch/ticketing" | "startconcessions">;

/**
 * The hand-off page for a link to a server redirect endpoint, with the link's
 * query string; null for any other link.
 */
export function handoffPathFor(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  const segment = REDIRECT_ENDPOINT.exec(url.pathname)?.[1];
  return segment ? paths.handoff(segment as RedirectSegment, url.search) : null;
}
