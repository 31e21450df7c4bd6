import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "./load-content";
import { filmJsonLd } from "./film-json-ld";

// A Sunday evening: the play week (Wednesday to Tuesday) began four days earlier.
const BUILD_TIME = new Date("2026-11-22T18:30:00+01:00");
const { films, theater: details } = loadContent(path.resolve("content"), BUILD_TIME);
const theater = { ...details, screenCount: details.screens.length };

const screeningStarts = (jsonLd: ReturnType<typeof filmJsonLd>) =>
  jsonLd["@graph"].flatMap((node) => ("startDate" in node && node["@type"] === "ScreeningEvent" ? [node.startDate] : []));

describe("filmJsonLd", () => {
  it("lists as ScreeningEvents only the showtimes still to come at build time", () => {
    const film = films.find(
      (candidate) =>
        candidate.showtimes.some(({ start }) => new Date(start) < BUILD_TIME) &&
        candidate.showtimes.some(({ start }) => new Date(start) >= BUILD_TIME),
    );
    expect(film, "the demo has a film with showtimes both before and after the build time").toBeDefined();
    const starts = screeningStarts(filmJsonLd(film!, theater, BUILD_TIME));
    const upcoming = film!.showtimes.filter(({ start }) => new Date(start) >= BUILD_TIME).map(({ start }) => start);
    expect(starts.length).toBeGreaterThan(0);
    expect([...starts].sort()).toEqual([...upcoming].sort());
    expect(starts.every((start) => new Date(start) >= BUILD_TIME)).toBe(true);
  });

  it("keeps the Movie and the MovieTheater when no showtime is left", () => {
    const film = films.find((candidate) => candidate.showtimes.length > 0)!;
    const afterTheLast = new Date(Math.max(...film.showtimes.map(({ start }) => new Date(start).getTime())) + 60_000);
    const jsonLd = filmJsonLd(film, theater, afterTheLast);
    expect(screeningStarts(jsonLd)).toEqual([]);
    expect(jsonLd["@graph"].map((node) => node["@type"])).toEqual(["Movie", "MovieTheater"]);
  });
});
