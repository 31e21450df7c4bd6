/**
 * The listing shows one day at a time (docs/architecture.md, "Islands"). These names are shared by the build's
 * HTML, the head script that chooses the day before the first paint (past-showtimes.ts) and the listing's islands.
 */

/** On each day's section of a programme that shows one day at a time (the listing's, not the home page's). */
export const DAY_CHOICE_ATTRIBUTE = "data-day-choice";

/** The URL query parameter of the chosen day (`?jour=2026-11-28`). */
export const DAY_QUERY = "jour";

const DAY_ID_PREFIX = "jour-";

/** The id of a day's section: the day picker's links point to it before the listing runs and without JavaScript. */
export const dayId = (date: string) => `${DAY_ID_PREFIX}${date}`;

/** The day an address's fragment points to (`#jour-2026-11-28`: a day chip followed before the listing ran), if any. */
export function dayOfFragment(hash: string): string | null {
  const match = new RegExp(`^#${DAY_ID_PREFIX}(\\d{4}-\\d{2}-\\d{2})$`).exec(hash);
  return match?.[1] ?? null;
}
