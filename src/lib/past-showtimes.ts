/**
 * A pre-rendered page lists the showtimes still to come at build time. Served later (the daily build is
 * from about midnight, a failed one leaves yesterday's), the boot script marks, before the first paint,
 * the showtimes already past by the visitor's clock and the groups left without any (a film on a day, a
 * day), with PAST_ATTRIBUTE; the global style hides them (global-style.ts). Hydration keeps the mark
 * (React does not compare attributes it does not render) and `useNow` then removes those elements.
 */

/** Set by the boot script on a past showtime (its booking link and the link's list item) and on an emptied group. */
export const PAST_ATTRIBUTE = "data-past";

/**
 * Marks a group of showtimes (a film's showtimes of a day, a day): hidden when all its showtimes are past,
 * with the controls that point at it by id (its day choice, `aria-controls`; its day chip, `href="#id"`).
 * Only on elements React removes rather than reuses once their showtimes are past (keyed by day or film).
 */
export const SHOWTIME_GROUP_ATTRIBUTE = "data-showtimes";

/** How old a build must be for the boot script to look for past showtimes: a fresh page costs nothing. */
export const STALE_BUILD_MS = 5 * 60_000;

/**
 * What the boot script does before the first paint (src/server/security/boot-script.ts), for a page that stays
 * open: marks the showtimes past at `now` (a booking link whose <time datetime> is before it, with its list item),
 * then each group left without a showtime to come, with its day choice or day chip.
 */
export function markPastShowtimes(root: ParentNode, now: number): void {
  const BOOKING = "a[data-perf-code]";
  const mark = (element: Element) => {
    element.setAttribute(PAST_ATTRIBUTE, "");
    const parent = element.parentElement;
    if (parent?.tagName === "LI") parent.setAttribute(PAST_ATTRIBUTE, "");
  };
  for (const time of root.querySelectorAll(`${BOOKING} > time`)) {
    if (Date.parse(time.getAttribute("datetime") ?? "") < now) mark(time.parentElement!);
  }
  for (const group of root.querySelectorAll(`[${SHOWTIME_GROUP_ATTRIBUTE}]`)) {
    if (!group.querySelector(BOOKING) || group.querySelector(`${BOOKING}:not([${PAST_ATTRIBUTE}])`)) continue;
    mark(group);
    if (group.id)
      for (const control of document.querySelectorAll(`[aria-controls="${group.id}"],[href="#${group.id}"]`)) mark(control);
  }
}
