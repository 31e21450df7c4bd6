import type { IntlShape } from "react-intl";
import { firstOfMonth } from "../../lib/french-typography";

// A local calendar day "YYYY-MM-DD" is read at noon UTC: no zone can shift it.
const noon = (date: string) => `${date}T12:00:00Z`;

/** A day's date in a day chip: « mer. 26 nov. », « mar. 1er déc. ». */
export const shortDayLabel = (intl: IntlShape, date: string): string =>
  firstOfMonth(intl.formatDate(noon(date), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }));

/** The full name of the day, for headings and screen readers: « mercredi 26 novembre ». */
export const longDayLabel = (intl: IntlShape, date: string): string =>
  firstOfMonth(intl.formatDate(noon(date), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
