import type { IntlShape } from "react-intl";
import { firstOfMonth, frenchClock } from "../lib/french-typography";

// Dates and times are formatted with intl.formatDate/formatTime, which apply the
// site's time zone (Europe/Paris); ICU skeletons inside messages ({x, date, ::…})
// would use the runtime's zone instead: UTC on the build server, the visitor's
// zone in the browser.

/** "dimanche 22 novembre", "mardi 1er décembre" */
export const formatDay = (intl: IntlShape, instant: Date | string) =>
  firstOfMonth(intl.formatDate(instant, { weekday: "long", day: "numeric", month: "long" }));

/** « 20 h 30 », « 21 h »: an instant's time at the cinema in the site's one time format (frenchClock). */
export function formatClock(intl: IntlShape, instant: Date | string): string {
  const parts = intl.formatDateToParts(instant, { hour: "numeric", minute: "numeric", hourCycle: "h23" });
  const part = (type: "hour" | "minute") => Number(parts.find((found) => found.type === type)?.value);
  return frenchClock(part("hour"), part("minute"));
}

/** "22 novembre 2026", "1er mai 2026" for a calendar date "YYYY-MM-DD" (no time zone shift). */
export const formatCalendarDate = (intl: IntlShape, date: string) =>
  firstOfMonth(intl.formatDate(`${date}T12:00:00Z`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));

/** "23 novembre 2028", "1er mai 2027": an instant's day at the cinema (its time zone), with the year. */
export const formatLongDate = (intl: IntlShape, instant: Date | string) =>
  firstOfMonth(intl.formatDate(instant, { day: "numeric", month: "long", year: "numeric" }));
