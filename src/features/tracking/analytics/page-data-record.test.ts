import { describe, expect, it } from "vitest";
import rawSite from "../../../../content/site.json";
import type { SiteConfig } from "../../../domain/site-schema";
import { trackingSettingsFrom } from "../../../lib/tracking/settings";
import { pageDataRecord } from "./page-data-record";

const settings = trackingSettingsFrom(rawSite as SiteConfig, { id: "1042", name: "Cinéma L'Aurore", slug: "cinema-aurore" });
const ORIGIN = "http://localhost:9000";

describe("page data record (SPEC §3)", () => {
  it("a film page: every field, all text", () => {
    const record = pageDataRecord(
      {
        pathname: "/films/1048213-les-heures-claires/",
        pageType: "movie",
        film: { id: "1048213", title: "Les Heures claires", releaseDate: "2026-11-18" },
        scheduledMovieIds: ["1048213"],
      },
      settings,
      ORIGIN,
    );
    expect(record).toEqual({
      urlOrigin: ORIGIN,
      domain: "www.cinema-aurore.fr",
      pageType: "movie",
      theaterId: "1042",
      theaterName: "Cinéma L'Aurore",
      theaterPermalinkOrigin: "https://www.cinema-aurore.fr",
      theaterPermalinkPath: "/cinema/",
      movieId: "1048213",
      movieTitle: "Les Heures claires",
      movieReleaseDate: "2026-11-18",
      moviePermalinkOrigin: "https://www.cinema-aurore.fr",
      moviePermalinkPath: "/films/movie/1048213/",
    });
    expect(Object.values(record).every((value) => typeof value === "string")).toBe(true);
  });

  it.each<[string, boolean | undefined, string | undefined]>([
    ["the listing, logged-in state unknown", undefined, undefined],
    ["the listing, logged in", true, "true"],
    ["the listing, logged out", false, "false"],
  ])("%s: empty film fields, isLoggedIn %s", (_name, isLoggedIn, expected) => {
    const record = pageDataRecord(
      { pathname: "/films/", pageType: "movies", film: null, scheduledMovieIds: ["1"], isLoggedIn },
      settings,
      ORIGIN,
    );
    expect(record.movieId).toBe("");
    expect(record.moviePermalinkPath).toBe("");
    expect(record.pageType).toBe("movies");
    expect(record.isLoggedIn).toBe(expected);
  });
});
