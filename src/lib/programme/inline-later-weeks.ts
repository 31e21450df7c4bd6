import { playWeekIndex, type PlayWeekBucket } from "../play-week";
import { UNDATED_KEY, type LaterFilm, type LaterWeek } from "./programme-film";
import type { ListingLaterWeek } from "./listing-later-week";

/** The buckets of the listing after next week, in the order it shows them. */
export const LATER_BUCKETS = [
  "NEXT_PLAYWEEK_2",
  "NEXT_PLAYWEEK_3",
  "BEYOND_NEXT_PLAYWEEK_3",
  "NEXT_PLAYWEEK_UNDETERMINED",
] as const satisfies readonly PlayWeekBucket[];
export type LaterBucket = (typeof LATER_BUCKETS)[number];

/** A bucket of at most this many films is never behind a button: about two rows of the grid, less than a button saves. */
export const INLINE_BUCKET_FILMS = 12;

/**
 * While the later films number at most this, the listing carries every one of them. Above it, it carries the
 * small buckets only, at most this many films too: one bound for the HTML either side (docs/decisions.md).
 */
export const INLINE_LATER_FILMS = LATER_BUCKETS.length * INLINE_BUCKET_FILMS;

/** The bucket a later week shows in, by the play week of its Wednesday (or « Prochainement » without a date). */
export function laterWeekBucket(key: string, now: Date, timeZone: string): LaterBucket {
  if (key === UNDATED_KEY) return "NEXT_PLAYWEEK_UNDETERMINED";
  const index = playWeekIndex(key, now, timeZone);
  if (index <= 2) return "NEXT_PLAYWEEK_2";
  return index === 3 ? "NEXT_PLAYWEEK_3" : "BEYOND_NEXT_PLAYWEEK_3";
}

/** Later weeks by bucket, each in the order given. */
export function weeksByBucket<W extends { key: string }>(
  weeks: readonly W[],
  now: Date,
  timeZone: string,
): Map<LaterBucket, W[]> {
  const buckets = new Map<LaterBucket, W[]>();
  for (const week of weeks) {
    const bucket = laterWeekBucket(week.key, now, timeZone);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), week]);
  }
  return buckets;
}

const filmCount = (weeks: readonly LaterWeek[]) => weeks.reduce((sum, week) => sum + week.films, 0);

/** The keys of the later weeks the listing carries: all of a small programme's, otherwise those of its small buckets. */
export function inlineWeekKeys(weeks: readonly LaterWeek[], now: Date, timeZone: string): Set<string> {
  if (filmCount(weeks) <= INLINE_LATER_FILMS) return new Set(weeks.map((week) => week.key));
  const small = [...weeksByBucket(weeks, now, timeZone).values()].filter(
    (ofBucket) => filmCount(ofBucket) <= INLINE_BUCKET_FILMS,
  );
  return new Set(small.flat().map((week) => week.key));
}

/** The later weeks as the listing carries them: those `inlineWeekKeys` picks with their films, the others counted. */
export function listingLaterWeeks(
  weeks: readonly LaterWeek[],
  laterFilms: ReadonlyMap<string, readonly LaterFilm[]>,
  now: Date,
  timeZone: string,
): ListingLaterWeek[] {
  const inline = inlineWeekKeys(weeks, now, timeZone);
  return weeks.map((week) => (inline.has(week.key) ? { key: week.key, inline: [...(laterFilms.get(week.key) ?? [])] } : week));
}
