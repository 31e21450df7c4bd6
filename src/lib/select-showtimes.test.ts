import { describe, expect, it } from "vitest";
import type { Film, Showtime } from "../domain/film";
import { selectShowtimes } from "./select-showtimes";

const showtime = (perfCode: string, start: string, accessibility: Showtime["accessibility"] = []): Showtime => ({
  perfCode,
  start,
  accessibility,
  version: "Localization.Version.Original",
  projection: "2D",
  screen: "Salle 1",
});

const film = (id: string, tags: Film["tags"], showtimes: Showtime[]) =>
  ({ id, slug: `film-${id}`, title: `Film ${id}`, originalLanguage: "fr", tags, showtimes }) as Film;

const films = [
  film(
    "100001",
    ["PREVIEW"],
    [showtime("1", "2026-11-25T19:00:00+01:00"), showtime("2", "2026-11-27T23:30:00+01:00", ["RELAX"])],
  ),
  film("100002", [], [showtime("3", "2026-11-26T14:00:00+01:00", ["RELAX", "AD"]), showtime("4", "2026-11-26T20:00:00+01:00")]),
  film("100003", ["NEW"], [showtime("5", "2026-11-28T00:30:00+01:00", ["AD"])]),
];
const codes = (selection: Parameters<typeof selectShowtimes>[1]) =>
  selectShowtimes(films, selection, "Europe/Paris").map((f) => `${f.id}:${f.showtimes.map((s) => s.perfCode).join(",")}`);

describe("selectShowtimes", () => {
  it("keeps the films with a tag (avant-premières), all their showtimes", () => {
    expect(codes({ filmTags: ["PREVIEW"] })).toEqual(["100001:1,2"]);
  });
  it("keeps the showtimes of an accessibility kind (ciné-relax), leaving films without any", () => {
    expect(codes({ accessibility: ["RELAX"] })).toEqual(["100001:2", "100002:3"]);
  });
  it("combines criteria", () => {
    expect(codes({ filmIds: ["100002", "100003"], accessibility: ["AD"] })).toEqual(["100002:3", "100003:5"]);
  });
  it("counts dates in the theatre's zone, both ends included", () => {
    // 00:30 on the 28th in Paris is still the 27th in UTC: the local date decides.
    expect(codes({ from: "2026-11-27", to: "2026-11-28" })).toEqual(["100001:2", "100003:5"]);
  });
});
