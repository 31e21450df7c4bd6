import { describe, expect, it } from "vitest";
import { filmIdForPath } from "./film-id-for-path";

describe("filmIdForPath", () => {
  it.each([
    ["/films/123456-wrong-slug/", "123456"],
    ["/films/123456/", "123456"],
    ["/films/123456", "123456"],
    ["/permalink/movie/123456", "123456"],
    ["/permalink/movie/123456-le-grand-large/", "123456"],
    ["/films/movie/123456/", "123456"],
    ["/films/movie/123456-le-grand-large/", "123456"],
    ["/films/999999-unknown/", "999999"],
    ["/films/12345-too-short/", undefined],
    ["/films/abc/", undefined],
    ["/films/123456-x/extra/", undefined],
    ["/films/movie/", undefined],
    ["/ailleurs/123456/", undefined],
  ])("%s → %s", (path, expected) => {
    expect(filmIdForPath(path)).toBe(expected);
  });

  it("follows the moviePermalinkPrefix setting", () => {
    const roots = ["/films/", "/permalink/movie/", "/a-l-affiche/movie/"];
    expect(filmIdForPath("/a-l-affiche/movie/123456/", roots)).toBe("123456");
    expect(filmIdForPath("/autre/movie/123456/", roots)).toBeUndefined();
  });
});
