/**
 * French play weeks (semaines cinéma) run Wednesday to Tuesday in the theatre's local time.
 * Pure functions shared by the build and the browser; time zones go through Intl only.
 */

export const PLAY_WEEK_BUCKETS = [
  "CURRENT_PLAYWEEK",
  "NEXT_PLAYWEEK_1",
  "NEXT_PLAYWEEK_2",
  "NEXT_PLAYWEEK_3",
  "BEYOND_NEXT_PLAYWEEK_3",
  "NEXT_PLAYWEEK_UNDETERMINED",
] as const;

export type PlayWeekBucket = (typeof PLAY_WEEK_BUCKETS)[number];

/** A moment relative to the build's play week: day 0 is its Wednesday, 6 its Tuesday. */
export interface RelativeMoment {
  playWeek: number;
  day: number;
  time?: string;
}

export interface Timed {
  /** ISO 8601 instant with offset. */
  start: string;
}

const WEDNESDAY = 3;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const QUARTER_HOUR_MS = 900_000;
/** Per zone, its offset from UTC through each quarter hour read so far (by the quarter's number since the epoch). */
const quarterOffsets = new Map<string, Map<number, number>>();

const readWallClockMs = (epochMs: number, timeZone: string): number => {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/**
 * The zone's offset from UTC at an instant. Zones change their offset on a quarter hour (today's all do), so Intl,
 * slow to format to parts, is asked once per quarter hour: a listing's showtimes fall in a few dozen.
 */
const offsetMs = (epochMs: number, timeZone: string): number => {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  let offsets = quarterOffsets.get(timeZone);
  if (!offsets) quarterOffsets.set(timeZone, (offsets = new Map<number, number>()));
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = readWallClockMs(start, timeZone) - start;
    offsets.set(quarter, offset);
  }
  return offset;
};

/** The zone's wall clock at an instant, read as if it were UTC (whole seconds). */
const wallClockMs = (epochMs: number, timeZone: string): number =>
  epochMs - (((epochMs % 1000) + 1000) % 1000) + offsetMs(epochMs, timeZone);

const formatOffset = (offset: number): string => {
  const minutes = Math.round(Math.abs(offset) / 60_000);
  return `${offset < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** "YYYY-MM-DD" of a UTC-midnight timestamp. */
const formatDate = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

const parseDate = (date: string): number => {
  const match = DATE_ONLY.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || formatDate(ms) !== date) throw new RangeError(`invalid date "${date}"`);
  return ms;
};

const addDays = (date: string, days: number): string => formatDate(parseDate(date) + days * DAY_MS);

const toEpochMs = (moment: Date | string): number => {
  const ms = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant "${String(moment)}"`);
  return ms;
};

/** The ISO 8601 form of an instant with the zone's offset, e.g. "2026-11-25T20:30:00+01:00". */
export const formatZonedIso = (instant: Date, timeZone: string): string => {
  const epochMs = toEpochMs(instant);
  const wall = new Date(wallClockMs(epochMs, timeZone)).toISOString().slice(0, 19);
  return `${wall}${formatOffset(offsetMs(epochMs, timeZone))}`;
};

/** The local calendar date "YYYY-MM-DD" of an instant in the zone. */
export const zonedDate = (instant: Date | string, timeZone: string): string =>
  formatDate(wallClockMs(toEpochMs(instant), timeZone));

/**
 * The instant of a local wall-clock time. Like Temporal's "compatible" disambiguation, a time
 * skipped by a DST jump moves forward and a repeated time takes its first occurrence.
 */
export const zonedDateTimeToIso = (local: string, timeZone: string): string => {
  const match = LOCAL_DATE_TIME.exec(local);
  const hour = Number(match?.[4]);
  const minute = Number(match?.[5]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`invalid local date-time "${local}"`);
  const wallMs = parseDate(local.slice(0, 10)) + (hour * 60 + minute) * 60_000;
  const offsetBefore = offsetMs(wallMs - DAY_MS / 2, timeZone);
  const offsetAfter = offsetMs(wallMs + DAY_MS / 2, timeZone);
  const candidates = [wallMs - offsetBefore, wallMs - offsetAfter].filter(
    (epochMs) => offsetMs(epochMs, timeZone) === wallMs - epochMs,
  );
  const epochMs = candidates.length > 0 ? Math.min(...candidates) : wallMs - offsetBefore;
  return formatZonedIso(new Date(epochMs), timeZone);
};

const weekStartOfDate = (date: string): string => {
  const ms = parseDate(date);
  const daysSinceWednesday = (new Date(ms).getUTCDay() - WEDNESDAY + 7) % 7;
  return formatDate(ms - daysSinceWednesday * DAY_MS);
};

/** "YYYY-MM-DD" of the Wednesday that starts the play week containing the instant. */
export const playWeekStart = (instant: Date, timeZone: string): string => weekStartOfDate(zonedDate(instant, timeZone));

/**
 * Play weeks from now's to the moment's: 0 current, 1 next, -1 previous. A date-only string
 * ("YYYY-MM-DD", e.g. a release date) is a local date, not UTC midnight.
 */
export const playWeekIndex = (moment: Date | string, now: Date, timeZone: string): number => {
  const date = typeof moment === "string" && DATE_ONLY.test(moment) ? moment : zonedDate(moment, timeZone);
  const days = (parseDate(weekStartOfDate(date)) - parseDate(playWeekStart(now, timeZone))) / DAY_MS;
  return Math.round(days / 7);
};

/** ISO date-time with offset, or the date "YYYY-MM-DD" alone when the moment has no time. */
export const resolveRelativeMoment = (moment: RelativeMoment, buildDate: Date, timeZone: string): string => {
  const date = addDays(playWeekStart(buildDate, timeZone), moment.playWeek * 7 + moment.day);
  return moment.time === undefined ? date : zonedDateTimeToIso(`${date}T${moment.time}`, timeZone);
};

/** Each start read once, not at each of the sort's comparisons. */
const byStart = <T extends Timed>(showtimes: readonly T[]): T[] =>
  showtimes
    .map((showtime) => ({ showtime, at: toEpochMs(showtime.start) }))
    .sort((a, b) => a.at - b.at)
    .map(({ showtime }) => showtime);

/** Showtimes not started yet (one stays listed until it starts), soonest first. */
export const upcomingShowtimes = <T extends Timed>(showtimes: readonly T[], now: Date): T[] =>
  byStart(showtimes.filter((showtime) => toEpochMs(showtime.start) >= now.getTime()));

const bucketOfIndex = (index: number): PlayWeekBucket => {
  if (index <= 0) return "CURRENT_PLAYWEEK";
  if (index === 1) return "NEXT_PLAYWEEK_1";
  if (index === 2) return "NEXT_PLAYWEEK_2";
  if (index === 3) return "NEXT_PLAYWEEK_3";
  return "BEYOND_NEXT_PLAYWEEK_3";
};

/** The play week a film is first on screen, from its next showtime, else a future release date. */
export const toPlayWeekBucket = (
  film: { showtimes: readonly Timed[]; releaseDate: string | null },
  now: Date,
  timeZone: string,
): PlayWeekBucket => {
  const [next] = upcomingShowtimes(film.showtimes, now);
  if (next) return bucketOfIndex(playWeekIndex(next.start, now, timeZone));
  const releaseIndex = film.releaseDate === null ? 0 : playWeekIndex(film.releaseDate, now, timeZone);
  return releaseIndex >= 1 ? bucketOfIndex(releaseIndex) : "NEXT_PLAYWEEK_UNDETERMINED";
};

/** Showtimes grouped by local day, days and showtimes in order. */
export const groupShowtimesByDay = <T extends Timed>(
  showtimes: readonly T[],
  timeZone: string,
): { date: string; showtimes: T[] }[] => {
  const days: { date: string; showtimes: T[] }[] = [];
  for (const showtime of byStart(showtimes)) {
    const date = zonedDate(showtime.start, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.showtimes.push(showtime);
    else days.push({ date, showtimes: [showtime] });
  }
  return days;
};
