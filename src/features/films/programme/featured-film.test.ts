import { describe, expect, it } from "vitest";
import { pickFeaturedFilm } from "./featured-film";

const PARIS = "Europe/Paris";
const now = new Date("2026-11-26T17:00:00Z"); // Thursday 26 November, 18:00 in Paris
const film = (id: string, releaseDate: string | null, ...starts: string[]) => ({
  id,
  originalLanguage: "fr",
  releaseDate,
  showtimes: starts.map((start) => ({ start })),
});

describe("pickFeaturedFilm", () => {
  it("features the next avant-première", () => {
    const films = [
      film("new", "2026-11-25", "2026-11-26T20:30:00+01:00"),
      film("preview-later", "2026-12-09", "2026-12-01T20:00:00+01:00"),
      film("preview-sooner", "2026-12-02", "2026-11-28T20:00:00+01:00"),
    ];
    expect(pickFeaturedFilm(films, now, PARIS)).toEqual({
      kind: "preview",
      film: films[2],
      showtime: films[2]!.showtimes[0],
    });
  });

  it("ignores an avant-première already started", () => {
    const films = [
      film("preview", "2026-12-02", "2026-11-26T17:30:00+01:00"),
      film("new", "2026-11-25", "2026-11-26T20:30:00+01:00"),
    ];
    expect(pickFeaturedFilm(films, now, PARIS)).toMatchObject({ kind: "release", film: { id: "new" } });
  });

  it("else features the newest release still showing, the first in order among equals", () => {
    const films = [
      film("old", "2026-10-01", "2026-11-27T20:30:00+01:00"),
      film("newest", "2026-11-25", "2026-11-27T14:00:00+01:00"),
      film("newest-too", "2026-11-25", "2026-11-27T16:00:00+01:00"),
      film("finished", "2026-11-26", "2026-11-26T11:00:00+01:00"),
      film("coming", "2026-12-02"),
    ];
    expect(pickFeaturedFilm(films, now, PARIS)).toMatchObject({ kind: "release", film: { id: "newest" } });
  });

  it("features nothing when nothing is showing", () => {
    expect(pickFeaturedFilm([film("coming", "2026-12-02")], now, PARIS)).toBeUndefined();
  });
});
