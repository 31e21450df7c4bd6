import type { IntlShape } from "react-intl";
import { dayRelation } from "./programme-days";
import { programmeMessages } from "./messages";

// Calendar dates ("YYYY-MM-DD") are formatted at noon UTC in UTC: no time zone can shift the day.
const noon = (date: string) => `${date}T12:00:00Z`;

/** French writes the first of the month « 1er ». */
const firstOfMonth = (text: string) => text.replace(/(^|\s)1(?= \p{L})/u, "$11er");

/** The day picker's label: « Aujourd’hui », « Demain », then « mer. 26 nov. ». */
export function formatDayChip(intl: IntlShape, date: string, now: Date, timeZone: string): string {
  const relation = dayRelation(date, now, timeZone);
  if (relation === "today") return intl.formatMessage(programmeMessages.today);
  if (relation === "tomorrow") return intl.formatMessage(programmeMessages.tomorrow);
  return firstOfMonth(intl.formatDate(noon(date), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }));
}

/** A day's heading: « Aujourd’hui, jeudi 26 novembre », « Demain, … », or « samedi 28 novembre ». */
export function formatDayHeading(intl: IntlShape, date: string, now: Date, timeZone: string): string {
  const full = firstOfMonth(intl.formatDate(noon(date), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }));
  const relation = dayRelation(date, now, timeZone);
  if (relation === "today") return intl.formatMessage(programmeMessages.dayHeadingToday, { date: full });
  if (relation === "tomorrow") return intl.formatMessage(programmeMessages.dayHeadingTomorrow, { date: full });
  return full;
}
