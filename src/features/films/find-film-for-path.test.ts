import { describe, expect, it } from "vitest";
import { findFilmForPath } from "./find-film-for-path";

const films = [{ id: "123456", slug: "le-grand-large" }];

describe("findFilmForPath", () => {
  it.each([
    ["/films/123456-wrong-slug/", "123456"],
    ["/films/123456/", "123456"],
    ["/films/123456", "123456"],
    ["/permalink/movie/123456", "123456"],
    ["/permalink/movie/123456-le-grand-large/", "123456"],
    ["/films/movie/123456/", "123456"],
    ["/films/movie/123456-le-grand-large/", "123456"],
    ["/films/999999-unknown/", undefined],
    ["/films/12345-too-short/", undefined],
    ["/films/abc/", undefined],
    ["/films/123456-x/extra/", undefined],
    ["/films/movie/", undefined],
  ])("%s → %s", (path, expected) => {
    expect(findFilmForPath(path, films)?.id).toBe(expected);
  });

  it("follows the moviePermalinkPrefix setting", () => {
    const roots = ["/films/", "/permalink/movie/", "/a-l-affiche/movie/"];
    expect(findFilmForPath("/a-l-affiche/movie/123456/", films, roots)?.id).toBe("123456");
    expect(findFilmForPath("/autre/movie/123456/", films, roots)).toBeUndefined();
  });
});
