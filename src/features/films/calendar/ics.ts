/**
 * iCalendar (RFC 5545) text for one event: CRLF line ends, TEXT values escaped, lines folded at
 * 75 octets without splitting a UTF-8 character. Times are written in UTC ("…Z"), which every
 * calendar shows in its own zone: no VTIMEZONE needed.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  geo?: { latitude: number; longitude: number };
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** "20261126T193000Z" */
export const formatUtc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Folds a content line (RFC 5545 §3.1): at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildIcs(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.location && `LOCATION:${escapeText(event.location)}`,
    event.geo && `GEO:${event.geo.latitude};${event.geo.longitude}`,
    event.description && `DESCRIPTION:${escapeText(event.description)}`,
    event.url && `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines
    .filter((line): line is string => Boolean(line))
    .map(foldLine)
    .join(CRLF)
    .concat(CRLF);
}
