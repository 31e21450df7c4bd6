/**
 * What the build writes on the pre-rendered programme (docs/architecture.md, "Islands"): its attributes and the
 * address of a day. Apart from what is done with them (programme-dom.ts), so that a page that only writes them (the
 * global style, a film page) does not carry the programme's behaviour.
 */

/** Set on a past showtime (its booking link and the link's list item), a group over and its controls. */
export const PAST_ATTRIBUTE = "data-past";

/**
 * Carried by a group of showtimes (a day, a film's showtimes of a day) and by each control that shows it (its day
 * chip, its day choice): the start of the group's last showtime. Once it has begun, the group is over and hidden,
 * with its controls, whether or not the rest of the page has been parsed yet. Only on elements React removes rather
 * than reuses once their showtimes are past (keyed by day or film).
 */
export const SHOWTIME_GROUP_ATTRIBUTE = "data-showtimes";

/** On each day's section of a programme that shows one day at a time (the listing's, not the home page's). */
export const DAY_CHOICE_ATTRIBUTE = "data-day-choice";

/** The URL query parameter of the chosen day (`?jour=2026-11-28`). */
export const DAY_QUERY = "jour";

const DAY_ID_PREFIX = "jour-";

/** The id of a day's section: the day picker's links point to it before the listing runs and without JavaScript. */
export const dayId = (date: string) => `${DAY_ID_PREFIX}${date}`;

/** The day an address asks for: `?jour=…`, else a day chip's fragment (`#jour-…`, followed before the listing ran). */
export function requestedDay(search: string, hash: string): string | null {
  const day = new URLSearchParams(search).get(DAY_QUERY) ?? new RegExp(`^#${DAY_ID_PREFIX}(.*)$`).exec(hash)?.[1] ?? null;
  return day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** SHOWTIME_GROUP_ATTRIBUTE's value for a group of showtimes: the start of its last one (ISO, as given). */
export function groupEnd(showtimes: readonly { start: string }[]): string {
  let last = showtimes[0]?.start ?? "";
  for (const { start } of showtimes) if (Date.parse(start) > Date.parse(last)) last = start;
  return last;
}

/** The attribute of a group of showtimes, or of a control that shows it, as JSX props, from the group's end. */
export const showtimeGroupEnding = (end: string): Record<string, string> => ({ [SHOWTIME_GROUP_ATTRIBUTE]: end });

/** The attribute of a group of showtimes, or of a control that shows it, as JSX props. */
export const showtimeGroup = (showtimes: readonly { start: string }[]): Record<string, string> =>
  showtimeGroupEnding(groupEnd(showtimes));
