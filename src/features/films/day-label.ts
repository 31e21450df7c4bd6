import type { IntlShape } from "react-intl";
import { firstOfMonth } from "../../lib/french-typography";
import { filmMessages } from "./messages";

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * A local calendar day "YYYY-MM-DD" as a moviegoer names it: « Aujourd’hui », « Demain »,
 * then « mer. 26 nov. » (the date is read at noon UTC, so no zone can shift it).
 */
export function dayLabel(intl: IntlShape, date: string, today: string): string {
  const offset = dayNumber(date) - dayNumber(today);
  if (offset === 0) return intl.formatMessage(filmMessages.today);
  if (offset === 1) return intl.formatMessage(filmMessages.tomorrow);
  return firstOfMonth(
    intl.formatDate(`${date}T12:00:00Z`, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  );
}

/** The full name of the day, for screen readers and headings: « mercredi 26 novembre ». */
export const longDayLabel = (intl: IntlShape, date: string): string =>
  firstOfMonth(intl.formatDate(`${date}T12:00:00Z`, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
