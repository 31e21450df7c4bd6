/**
 * French typography, in one place (docs/typography.md). Applied to the French
 * messages when they are compiled and to content texts when content is loaded;
 * the formatting helpers (durations, genre lists, dates) use it too.
 */

/** U+202F, before ; ! ? and inside « » (Imprimerie nationale usage, as on most French sites). */
export const NARROW_NBSP = "\u202F";
/** U+00A0, before : */
export const NBSP = "\u00A0";
export const APOSTROPHE = "\u2019";

const LETTER = "\\p{L}";

/** No-break spaces before ; ! ? : and inside « », typographic apostrophes. Idempotent. */
export function frenchTypography(text: string): string {
  return (
    text
      // d'accueil, aujourd'hui, L'Aurore → ’ (only between letters: ICU quotes and code stay as they are)
      .replace(new RegExp(`(${LETTER})'(?=${LETTER})`, "gu"), `$1${APOSTROPHE}`)
      // a space (or none after a word) before ; ! ? becomes a narrow no-break space
      .replace(/[ \u00A0\u202F]+([;!?])/g, `${NARROW_NBSP}$1`)
      // a space before : becomes a no-break space (20:30 and https: keep theirs: no space)
      .replace(/[ \u00A0\u202F]+:/g, `${NBSP}:`)
      // « 10 h 30 », « 23 h » in a text stay on one line, spaced as frenchClock spaces them
      .replace(/(\d) h(?: (\d{2}))?(?!\p{L})/gu, (_, digit: string, minutes?: string) =>
        minutes ? `${digit}${NARROW_NBSP}h${NARROW_NBSP}${minutes}` : `${digit}${NARROW_NBSP}h`,
      )
      .replace(/«[ \u00A0\u202F]*/g, `«${NARROW_NBSP}`)
      .replace(/[ \u00A0\u202F]*»/g, `${NARROW_NBSP}»`)
  );
}

const MONTHS =
  "janv\\.|févr\\.|mars|avr\\.|mai|juin|juil\\.|août|sept\\.|oct\\.|nov\\.|déc\\.|janvier|février|avril|juillet|septembre|octobre|novembre|décembre";

/** « 1 décembre » → « 1er décembre » (the first of the month is an ordinal in French). */
export const firstOfMonth = (date: string): string =>
  date.replace(new RegExp(`(^|[^\\d])1 (?=(${MONTHS})(?![\\p{L}]))`, "gu"), `$11er `);

/** « 15 min » under an hour, « 1 h 45 », « 2 h » on the hour. */
export function frenchDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}${NBSP}min`;
  if (minutes === 0) return `${hours}${NBSP}h`;
  return `${hours}${NBSP}h${NBSP}${String(minutes).padStart(2, "0")}`;
}

/**
 * A time of day as French writes it (Imprimerie nationale): « 21 h 30 », « 9 h 05 », « 21 h » on the hour; the
 * site's one time format, for showtimes (formatClock) and opening hours alike. Hours 0 to 23. Narrow no-break
 * spaces: « 20 h 30 » fits a showtime button's 60 px of text in Open Sans Bold 18 px (59 px; 62 with U+00A0).
 */
export function frenchClock(hours: number, minutes: number): string {
  const hour = `${hours}${NARROW_NBSP}h`;
  return minutes === 0 ? hour : `${hour}${NARROW_NBSP}${String(minutes).padStart(2, "0")}`;
}

/** A 24-hour « HH:MM » of the content (opening hours) as French writes it: "13:30" → « 13 h 30 ». */
export function frenchClockOf(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return frenchClock(hours ?? 0, minutes ?? 0);
}

/** Genres as French writes a list: capital on the first word only (« Drame, comédie et thriller »). */
export const genreCase = (genres: readonly string[]): string[] =>
  genres.map((genre, i) =>
    i === 0
      ? genre.charAt(0).toLocaleUpperCase("fr-FR") + genre.slice(1)
      : genre.charAt(0).toLocaleLowerCase("fr-FR") + genre.slice(1),
  );

/** What the built-HTML check reports: the rules above, read backwards. */
export function typographyViolations(text: string): string[] {
  const found: string[] = [];
  const check = (pattern: RegExp, rule: string) => {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push(`${rule}: "${text.slice(Math.max(0, at - 20), at + match[0].length + 20)}"`);
    }
  };
  check(new RegExp(`${LETTER}'${LETTER}`, "gu"), "straight apostrophe");
  check(/ [;!?:]/g, "breaking space before ; ! ? :");
  check(new RegExp(`${LETTER}[;!?](?=\\s|$)`, "gu"), "no space before ; ! ?");
  check(/«(?!\u202F|\u00A0)|(?<!\u202F|\u00A0)»/g, "no no-break space inside « »");
  check(new RegExp(`(^|[^\\d])1 (${MONTHS})(?![\\p{L}])`, "gu"), "« 1 » instead of « 1er » for the first of the month");
  check(/(^|[^\d])0 h( \d+)?/g, "« 0 h » instead of minutes");
  check(/\d h(?!\p{L})|\d[\u00A0\u202F]?h \d/gu, "breaking space in a time or duration (« 10 h 30 »)");
  return found;
}

/** Every string of a JSON value typeset (site and theatre settings: names, labels, descriptions). */
export const typesetDeep = <T>(value: T): T => {
  if (typeof value === "string") return frenchTypography(value) as T;
  if (Array.isArray(value)) return value.map(typesetDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetDeep(item)])) as T;
  }
  return value;
};
