import { describe, expect, it } from "vitest";
import { isCurrentLink } from "./current-link";

describe("isCurrentLink", () => {
  it.each([
    ["the page's own path", "/films/", "/films/", false, true],
    ["with the utm_ parameters carried after hydration", "/films/?utm_source=x&utm_medium=y", "/films/", false, true],
    ["without its trailing slash", "/cinema", "/cinema/", false, true],
    ["another page", "/cinema/", "/films/", false, false],
    ["a page under it, exact match asked", "/films/", "/films/42-dune/", false, false],
    ["a page under it, partially active", "/films/?utm_source=x", "/films/42-dune/", true, true],
    ["the home page is never partially current", "/", "/films/", true, false],
    ["a path that only starts the same way", "/films/", "/films-anciens/", true, false],
    ["a view of the page (its own query)", "/films/?jour=2026-11-26&utm_source=x", "/films/", false, false],
    ["a return path", "/connexion/?return=%2Ffilms%2F", "/connexion/", false, false],
    ["no page (a slice's shared HTML)", "/films/", "", true, false],
  ])("%s", (_case, to, pathname, partiallyActive, expected) => {
    expect(isCurrentLink(to, pathname, partiallyActive)).toBe(expected);
  });
});
