import { describe, expect, it } from "vitest";
import { trackedPageFrom } from "./page-context-probe";

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
    expect(trackedPageFrom("/films/1048213-les-heures-claires/", { film: film("1048213", [{ perfCode: "1" }]) })).toEqual({
      pathname: "/films/1048213-les-heures-claires/",
      pageType: "movie",
      film: { id: "1048213", title: "Film 1048213", releaseDate: "2026-11-18" },
      scheduledMovieIds: ["1048213"],
    });
  });

  it.each([
    ["/films/", "movies"],
    ["/", "home"],
  ] as const)("%s: the films of its packed programme that have showtimes (page type %s)", (pathname, pageType) => {
    const context = {
      buildTime: "2026-11-23T13:34:03.060Z",
      programme: {
        screens: ["Salle 1"],
        films: [film("1048213", [packedShowtime]), film("128874", []), film("77", [packedShowtime])],
      },
      laterWeeks: [],
    };
    expect(trackedPageFrom(pathname, context)).toEqual({ pathname, pageType, film: null, scheduledMovieIds: ["1048213", "77"] });
  });

  it("a page with a plain film list, or no data at all", () => {
    expect(trackedPageFrom("/x/", { films: [film("5", [packedShowtime])] }).scheduledMovieIds).toEqual(["5"]);
    expect(trackedPageFrom("/cinema/", undefined)).toEqual({
      pathname: "/cinema/",
      pageType: "page",
      film: null,
      scheduledMovieIds: [],
    });
  });
});
