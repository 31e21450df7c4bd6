import { describe, expect, it } from "vitest";
import type { Film } from "../../domain/film";
import { isOnProgramme, splitProgramme } from "./programme-film";

const PARIS = "Europe/Paris";
// Thursday 26 November 2026, 18:00 in Paris: play week of Wednesday 25 November.
const now = new Date("2026-11-26T17:00:00Z");

const film = (id: string, releaseDate: string | null, ...starts: string[]): Film => ({
  id,
  slug: `film-${id}`,
  title: `Film ${id}`,
  originalTitle: `Film ${id}`,
  originalLanguage: "fr",
  synopsis: "Un film pour les tests du programme.",
  genres: ["Drame"],
  durationMinutes: 100,
  releaseDate,
  productionYear: 2026,
  countries: ["France"],
  directors: ["Une réalisatrice"],
  cast: [],
  classification: { rating: "TP" },
  tags: [],
  poster: { background: "#000000", foreground: "#FFFFFF", motif: "sun" },
  showtimes: starts.map((start, i) => ({
    perfCode: `${id}${i}`,
    start,
    version: "Localization.Version.Original",
    projection: "2D",
    screen: "Salle 1",
    accessibility: [],
  })),
});

describe("isOnProgramme", () => {
  it.each<[string, Film, boolean]>([
    ["a showtime to come", film("1", "2026-10-01", "2026-11-27T20:30:00+01:00"), true],
    ["showtimes over, released weeks ago", film("2", "2026-10-01", "2026-11-25T20:30:00+01:00"), false],
    ["no showtime, released this week", film("3", "2026-11-25"), true],
    ["no showtime, release next month", film("4", "2026-12-23"), true],
    ["no showtime, no date", film("5", null), true],
    ["no date, showtimes over", film("6", null, "2026-11-20T20:30:00+01:00"), false],
  ])("%s: %s", (_label, f, expected) => {
    expect(isOnProgramme(f, now, PARIS)).toBe(expected);
  });
});

describe("splitProgramme", () => {
  const films = [
    film("this-week", "2026-11-25", "2026-11-26T20:30:00+01:00", "2026-12-02T20:30:00+01:00", "2026-12-09T20:30:00+01:00"),
    film("next-week-release", "2026-12-02"),
    film("in-two-weeks", "2026-12-09", "2026-12-09T14:00:00+01:00"),
    film("in-two-weeks-too", "2026-12-12"),
    film("far", "2027-03-03"),
    film("undated", null),
    film("gone", "2026-09-02", "2026-11-24T20:30:00+01:00"),
  ];
  const { carried, laterWeeks, laterFilms } = splitProgramme(films, now, PARIS);

  it("carries the films of this week and the next, with their showtimes of those two weeks only", () => {
    expect(carried.map((f) => f.id)).toEqual(["this-week", "next-week-release"]);
    expect(carried[0]!.showtimes.map((s) => s.start)).toEqual(["2026-11-26T20:30:00+01:00", "2026-12-02T20:30:00+01:00"]);
    expect(carried[0]!.originalLanguage).toBe("fr");
  });

  it("lists later films by play week (its Wednesday), the undated ones last, without the films that left", () => {
    expect(laterWeeks).toEqual([
      { key: "2026-12-09", films: 2 },
      { key: "2027-03-03", films: 1 },
      { key: "a-venir", films: 1 },
    ]);
    expect(laterFilms.get("2026-12-09")!.map((f) => [f.id, f.showtimes.length])).toEqual([
      ["in-two-weeks", 1],
      ["in-two-weeks-too", 0],
    ]);
  });
});
