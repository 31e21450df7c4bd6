import { describe, expect, it } from "vitest";
import { trackedPageFrom } from "./tracked-page";
import { UNTOLD_PAGE } from "./tracking-record";

const film = (id: string, showtimes: unknown[]) => ({
  id,
  slug: `film-${id}`,
  title: `Film ${id}`,
  releaseDate: "2026-11-18",
  showtimes,
});
const packedShowtime = ["431049", "2026-11-24T20:30:00+01:00", 0, 0, 2];

describe("trackedPageFrom", () => {
  it("a film page: the film, scheduled when it has showtimes", () => {
    const record = { kind: "film", film: film("1048213", [{ perfCode: "1" }]) } as const;
    expect(trackedPageFrom("/films/1048213-les-heures-claires/", record)).toEqual({
      pathname: "/films/1048213-les-heures-claires/",
      pageType: "movie",
      film: { id: "1048213", title: "Film 1048213", releaseDate: "2026-11-18" },
      scheduledMovieIds: ["1048213"],
    });
    expect(trackedPageFrom("/films/77-x/", { kind: "film", film: film("77", []) }).scheduledMovieIds).toEqual([]);
  });

  it.each([
    ["/films/", "listing", "movies"],
    ["/", "home", "home"],
  ] as const)("%s: the films of its packed programme that have showtimes (page type %s)", (pathname, kind, pageType) => {
    const films = [film("1048213", [packedShowtime]), film("128874", []), film("77", [packedShowtime])];
    expect(trackedPageFrom(pathname, { kind, films })).toEqual({
      pathname,
      pageType,
      film: null,
      scheduledMovieIds: ["1048213", "77"],
    });
  });

  it("a page with a plain film list, or one whose template tells nothing", () => {
    expect(trackedPageFrom("/x/", { kind: "other", films: [film("5", [packedShowtime])] }).scheduledMovieIds).toEqual(["5"]);
    expect(trackedPageFrom("/cinema/", UNTOLD_PAGE)).toEqual({
      pathname: "/cinema/",
      pageType: "page",
      film: null,
      scheduledMovieIds: [],
    });
  });
});
