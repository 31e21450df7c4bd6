import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";
import { icsFileName, showtimeEvent } from "./showtime-event";

const input = {
  film: { title: "Les Heures claires", durationMinutes: 108 },
  showtime: { perfCode: "431007", start: "2026-11-26T20:30:00+01:00", screen: "Salle 1" },
  theater: {
    name: "Cinéma L'Aurore",
    address: { street: "14 rue de la Charité", postalCode: "69002", city: "Lyon", country: "FR" },
    geo: { latitude: 45.7556, longitude: 4.8318 },
  },
  origin: "https://www.cinema-aurore.fr",
  filmUrl: "https://www.cinema-aurore.fr/films/1048213-les-heures-claires/",
  details: "VOST · 2D",
  notes: ["Réserver : https://www.cinema-aurore.fr/api/startticketing/redirect?perfCode=431007"],
  now: new Date("2026-11-23T09:00:00Z"),
};

describe("showtimeEvent", () => {
  it("lasts the film's duration from the showtime's start, at the cinema's address", () => {
    const event = showtimeEvent(input);
    expect(event.start.toISOString()).toBe("2026-11-26T19:30:00.000Z");
    expect(event.end.toISOString()).toBe("2026-11-26T21:18:00.000Z");
    expect(event.location).toBe("Cinéma L'Aurore, 14 rue de la Charité, 69002 Lyon, France");
    expect(event.uid).toBe("431007@www.cinema-aurore.fr");
    expect(event.summary).toBe("Les Heures claires (VOST · 2D)");
    expect(event.description).toBe(`Salle 1 · VOST · 2D\n${input.notes[0]}`);
  });

  it("keeps the Paris wall-clock time in summer too", () => {
    const event = showtimeEvent({ ...input, showtime: { ...input.showtime, start: "2026-07-01T11:00:00+02:00" } });
    expect(buildIcs(event, "-//test//FR")).toContain("DTSTART:20260701T090000Z");
  });
});

describe("icsFileName", () => {
  it("names the file after the film and the showtime", () => {
    expect(icsFileName("les-heures-claires", "2026-11-26T20:30:00+01:00")).toBe("les-heures-claires-2026-11-26-2030.ics");
  });
});
