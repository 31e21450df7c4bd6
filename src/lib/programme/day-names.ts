import { formatZonedIso } from "../play-week";

/**
 * A day's name depends on the visitor's date (« Aujourd’hui », « Demain », else its date): a page pre-rendered the
 * day before must not call today « Demain ». The build writes each name with its day and form; the head script names
 * the days by the visitor's date before the first paint (head-script.ts), and the page's code by its clock once it
 * runs, with the same rule.
 */

/** On the element holding a day's name: the day ("YYYY-MM-DD"). */
export const DAY_NAME_ATTRIBUTE = "data-day-name";

/**
 * How a day is named: `short` (a day chip: « Aujourd’hui », « Demain », « mer. 26 nov. »), `long` (a day's heading:
 * « Aujourd’hui, mercredi 26 novembre »), `home` (the home page's day: « Aujourd’hui », « Demain, jeudi 27 novembre »).
 */
export type DayNameForm = "short" | "long" | "home";

export type DayRelation = "today" | "tomorrow" | "later";

/** The words of the site's language; the long ones hold DATE_SLOT where the date goes. */
export interface DayWords {
  today: string;
  tomorrow: string;
  todayLong: string;
  tomorrowLong: string;
}

export const DATE_SLOT = "{date}";

const DAY_MS = 86_400_000;

/** The calendar date after a "YYYY-MM-DD" date. */
export const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** What a day is to the visitor whose date (in the cinema's zone) is `today`. */
export const dayRelation = (date: string, today: string): DayRelation =>
  date === today ? "today" : date === nextDate(today) ? "tomorrow" : "later";

/**
 * The cinema's zone as the head script reads dates in it without Intl (which would load its locale data on the main
 * thread before the first paint): its UTC offset in minutes from each moment on (epoch ms), in order.
 */
export type ZoneOffsets = readonly (readonly [from: number, minutes: number])[];

const HOUR_MS = 3_600_000;
const offsetOf = (instant: number, timeZone: string) => {
  const [, sign = "+", hours = "0", minutes = "0"] =
    /([+-])(\d\d):(\d\d)$/.exec(formatZonedIso(new Date(instant), timeZone)) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

/** The zone's offsets over `days` from `from` (its changes fall on whole hours), for a page served up to then. */
export function zoneOffsets(timeZone: string, from: Date, days = 120): ZoneOffsets {
  const start = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS;
  const offsets: [number, number][] = [[0, offsetOf(start, timeZone)]];
  for (let instant = start + HOUR_MS; instant <= start + days * 24 * HOUR_MS; instant += HOUR_MS) {
    const minutes = offsetOf(instant, timeZone);
    if (minutes !== offsets.at(-1)![1]) offsets.push([instant, minutes]);
  }
  return offsets;
}

/** The date ("YYYY-MM-DD") in the zone at `now`; past the table's end, its last offset. */
export function dateInZone(now: number, offsets: ZoneOffsets): string {
  let minutes = offsets[0]?.[1] ?? 0;
  for (const [from, offset] of offsets) if (now >= from) minutes = offset;
  return new Date(now + minutes * 60_000).toISOString().slice(0, 10);
}

/** A day's name, from the day's date written out in the form's length (`dateText`). */
export function dayNameText(form: DayNameForm, relation: DayRelation, dateText: string, words: DayWords): string {
  if (relation === "later") return dateText;
  if (form === "short" || (form === "home" && relation === "today")) return relation === "today" ? words.today : words.tomorrow;
  return (relation === "today" ? words.todayLong : words.tomorrowLong).replace(DATE_SLOT, dateText);
}

/** The attributes of the element holding a day's name, as JSX props: the head script names it from them. */
export const dayNameAttributes = (date: string, form: DayNameForm, dateText: string): Record<string, string> => ({
  [DAY_NAME_ATTRIBUTE]: date,
  "data-day-form": form,
  "data-day-date": dateText,
});

/** Names every day under `root` for the visitor whose date is `today` (text changed only where it differs). */
export function nameDays(root: ParentNode, today: string, words: DayWords): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${DAY_NAME_ATTRIBUTE}]`)) {
    const { dayName = "", dayForm, dayDate = "" } = element.dataset;
    const text = dayNameText(dayForm as DayNameForm, dayRelation(dayName, today), dayDate, words);
    if (element.textContent !== text) element.textContent = text;
  }
}
