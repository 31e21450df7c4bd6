import { describe, expect, it } from "vitest";
import type { Showtime } from "../../domain/film";
import { zonedDate } from "../play-week";
import { HOME_STALE_DAYS, homeProgramme } from "./home-programme";
import type { ProgrammeFilm } from "./programme-film";

const PARIS = "Europe/Paris";
// Wednesday 25 November 2026, 08:00 in Paris.
const build = new Date("2026-11-25T07:00:00Z");

const dayOf = (offset: number) => new Date(Date.UTC(2026, 10, 25 + offset)).toISOString().slice(0, 10);

const showtime = (date: string, time: string): Showtime => ({
  perfCode: `${date.replaceAll("-", "")}${time.replace(":", "")}`,
  start: `${date}T${time}:00+01:00`,
  version: "Localization.Version.Original",
  projection: "2D",
  screen: "Salle 1",
  accessibility: [],
});

const film = (id: string, releaseDate: string | null, showtimes: Showtime[]): ProgrammeFilm => ({
  id,
  slug: `film-${id}`,
  title: `Film ${id}`,
  genres: ["Drame"],
  durationMinutes: 100,
  releaseDate,
  classification: { rating: "TP" },
  tags: [],
  poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun" },
  originalLanguage: "fr",
  showtimes,
});

/** Twice a day (14:00 and 20:30) on each of the days given by their offset from the build's day. */
const daily = (offsets: readonly number[]) =>
  offsets.flatMap((offset) => [14, 20].map((hour) => showtime(dayOf(offset), `${hour}:${hour === 14 ? "00" : "30"}`)));
const FORTNIGHT = Array.from({ length: 14 }, (_, offset) => offset);

const showtimesOf = (films: readonly ProgrammeFilm[], id: string) =>
  films.find((f) => f.id === id)?.showtimes.map((s) => zonedDate(s.start, PARIS));

describe("homeProgramme", () => {
  it("carries the build's day, the next two and the day after, then one showtime a film, not the fortnight", () => {
    const { films, lastDay } = homeProgramme([film("1", "2026-11-18", daily(FORTNIGHT))], build, PARIS);
    expect(lastDay).toBe(dayOf(HOME_STALE_DAYS + 1));
    expect(showtimesOf(films, "1")).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4].map((offset) => dayOf(offset)));
  });

  it("is bounded: after its last day, each film's next showtime only (its next avant-première if it has one)", () => {
    const carried = [
      film("1", "2026-11-18", daily(FORTNIGHT)),
      film("2", "2026-11-25", daily(FORTNIGHT.filter((offset) => offset % 2 === 0))),
      film("preview", dayOf(14), [showtime(dayOf(11), "20:00"), showtime(dayOf(12), "20:00")]),
    ];
    const { films, lastDay } = homeProgramme(carried, build, PARIS);
    expect(lastDay).toBe(dayOf(3));
    for (const { showtimes } of films) expect(showtimes.filter((s) => zonedDate(s.start, PARIS) > lastDay)).toHaveLength(1);
    expect(showtimesOf(films, "preview")).toEqual([dayOf(11)]);
    const count = (list: readonly ProgrammeFilm[]) => list.reduce((sum, f) => sum + f.showtimes.length, 0);
    expect(count(films)).toBeLessThan(count(carried) / 2);
  });

  it("reaches the next day with a showtime over a gap, and drops the films without a showtime", () => {
    const carried = [
      film("soon", "2026-11-18", daily([0, 1, 6, 7])),
      film("later", "2026-11-18", daily([9, 10])),
      film("coming", "2026-12-02", []),
    ];
    const { films, lastDay } = homeProgramme(carried, build, PARIS);
    expect(lastDay).toBe(dayOf(6));
    expect(showtimesOf(films, "soon")).toEqual([0, 0, 1, 1, 6, 6, 7].map((offset) => dayOf(offset)));
    expect(showtimesOf(films, "later")).toEqual([dayOf(9)]);
    expect(films.map((f) => f.id)).toEqual(["soon", "later"]);
  });

  it("carries nothing when nothing is showing, and still names its last day", () => {
    expect(homeProgramme([film("coming", "2026-12-02", [])], build, PARIS)).toEqual({ films: [], lastDay: dayOf(2) });
  });
});
