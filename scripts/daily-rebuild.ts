import { readFileSync } from "node:fs";
import { zonedDate } from "../src/lib/play-week";

/** How often `npm start` looks at the clock. */
export const CHECK_EVERY_MS = 60_000;
/** After a failed rebuild the old build keeps serving; the next attempt waits this long. */
export const RETRY_AFTER_FAILURE_MS = 15 * 60_000;

/** The cinema's time zone (content/site.json): its days decide what the pre-rendered pages show. */
export const cinemaTimeZone = (): string =>
  (JSON.parse(readFileSync("content/site.json", "utf8")) as { timeZone: string }).timeZone;

export interface ServedBuild {
  /** The cinema's day (YYYY-MM-DD) the served build was made on. */
  day: string;
  /** A rebuild is under way. */
  building: boolean;
  /** When the last rebuild failed (ms), if none succeeded since. */
  failedAt: number | null;
}

/**
 * Whether `npm start` should build the site again now: a new day has begun in the cinema's time zone (the
 * pages list the showtimes still to come at build time), no build is running, and a failed one is not
 * retried before RETRY_AFTER_FAILURE_MS.
 */
export function rebuildDue(served: ServedBuild, now: Date, timeZone: string): boolean {
  if (served.building || zonedDate(now, timeZone) === served.day) return false;
  return served.failedAt === null || now.getTime() - served.failedAt >= RETRY_AFTER_FAILURE_MS;
}
