import type { Showtime } from "../../../domain/film";
import type { TheaterContent } from "../../../domain/theater-schema";
import type { CalendarEvent } from "./ics";

export interface ShowtimeEventInput {
  film: { title: string; durationMinutes: number };
  showtime: Pick<Showtime, "perfCode" | "start" | "screen">;
  theater: Pick<TheaterContent, "name" | "address" | "geo">;
  /** The site's public origin, e.g. https://www.cinema-aurore.fr */
  origin: string;
  filmUrl: string;
  /** What the showing is: « VOST · 2D · AD », written into the title and description. */
  details: string;
  /** Lines added to the description (e.g. the booking link), already in French. */
  notes: string[];
  now: Date;
}

/** The calendar event of a showtime: from its start for the film's duration, at the cinema's address. */
export function showtimeEvent({
  film,
  showtime,
  theater,
  origin,
  filmUrl,
  details,
  notes,
  now,
}: ShowtimeEventInput): CalendarEvent {
  const start = new Date(showtime.start);
  const { street, postalCode, city } = theater.address;
  return {
    uid: `${showtime.perfCode}@${new URL(origin).host}`,
    start,
    end: new Date(start.getTime() + film.durationMinutes * 60_000),
    stamp: now,
    summary: `${film.title} (${details})`,
    location: `${theater.name}, ${street}, ${postalCode} ${city}, France`,
    geo: theater.geo,
    description: [`${showtime.screen} · ${details}`, ...notes].join("\n"),
    url: filmUrl,
  };
}

/** A file name for the download: "les-heures-claires-2026-11-26-2030.ics" */
export const icsFileName = (slug: string, start: string): string =>
  `${slug}-${start.slice(0, 10)}-${start.slice(11, 16).replace(":", "")}.ics`;
