import { describe, expect, it } from "vitest";
import type { Showtime } from "../../domain/film";
import { packProgramme, unpackProgramme } from "./packed-programme";
import type { ProgrammeFilm } from "./programme-film";

const showtime = (overrides: Partial<Showtime>): Showtime => ({
  perfCode: "431007",
  start: "2026-11-25T20:30:00+01:00",
  version: "Localization.Version.Original",
  projection: "2D",
  screen: "Salle 2",
  accessibility: [],
  ...overrides,
});

const film = {
  id: "1048213",
  slug: "les-heures-claires",
  title: "Les Heures claires",
  genres: ["Drame"],
  durationMinutes: 104,
  releaseDate: "2026-11-25",
  classification: { rating: "TP" },
  tags: ["NEW"],
  poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun" },
  originalLanguage: "fr",
  showtimes: [
    showtime({}),
    showtime({
      perfCode: "431008",
      start: "2026-11-26T14:00:00+01:00",
      version: "Format.Sound.Dubbed",
      projection: "3D",
      screen: "Salle 1",
      accessibility: ["AD", "SDH"],
    }),
    showtime({ perfCode: "431009", projection: "IMAX", screen: "Salle 3", accessibility: ["RELAX"] }),
  ],
} satisfies ProgrammeFilm;

describe("packed programme", () => {
  it("gives back exactly the films it packed", () => {
    expect(unpackProgramme(packProgramme([film]))).toEqual([film]);
  });

  it("survives the JSON of page data and weighs a third of the plain showtimes", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      ...film,
      id: String(2_000_000 + i),
      showtimes: Array.from({ length: 28 }, (_, k) => showtime({ perfCode: String(500_000 + i * 100 + k) })),
    }));
    const packed = JSON.stringify(packProgramme(many));
    expect(unpackProgramme(JSON.parse(packed))).toEqual(many);
    const plainShowtimes = JSON.stringify(many.map((f) => f.showtimes)).length;
    const packedShowtimes = JSON.stringify(packProgramme(many).films.map((f) => f.showtimes)).length;
    expect(packedShowtimes).toBeLessThan(plainShowtimes / 2.5);
  });

  it("refuses a value it has no code for (a new projection must be added to the codes first)", () => {
    expect(() => packProgramme([{ ...film, showtimes: [showtime({ projection: "8K" as Showtime["projection"] })] }])).toThrow(
      "unknown value 8K",
    );
  });
});
