import type { Showtime } from "../../../../domain/film";
import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";

// Wednesday 25 November 2026, 08:00 in Paris: a fortnight of showtimes ahead.
export const now = new Date("2026-11-25T07:00:00Z");

/** `films` films showing twice a day (14:00 and 20:30, Paris) for 14 days from now. */
export function programme(films: number): ProgrammeFilm[] {
  return Array.from({ length: films }, (_, i) => {
    const id = String(2_000_000 + i);
    const showtimes: Showtime[] = Array.from({ length: 14 }, (_, day) => {
      const date = new Date(Date.UTC(2026, 10, 25 + day)).toISOString().slice(0, 10);
      return ["14:00", "20:30"].map((time, k) => ({
        perfCode: `${id}${day}${k}`,
        start: `${date}T${time}:00+01:00`,
        version: "Localization.Version.Original" as const,
        projection: "2D" as const,
        screen: "Salle 1",
        accessibility: [],
      }));
    }).flat();
    return {
      id,
      slug: `film-${i}`,
      title: `Film ${i}`,
      genres: ["Drame"],
      durationMinutes: 100,
      releaseDate: "2026-11-18",
      classification: { rating: "TP" },
      tags: [],
      poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun" },
      originalLanguage: "fr",
      showtimes,
    } satisfies ProgrammeFilm;
  });
}
