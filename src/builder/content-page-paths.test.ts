import { describe, expect, it } from "vitest";
import { contentWith, page } from "../content/test-support/content-pages";
import { loadPages } from "../content/load-pages";
import { sitePaths } from "./pages";

describe("content pages checked against the site's own paths (loadPages with sitePaths)", () => {
  it("loads the demo pages of content/", () => {
    const pages = loadPages("content", sitePaths());
    expect(pages.map((p) => [p.slug, p.template])).toEqual([
      ["accessibilite", "generic"],
      ["avant-premieres", "showtimes"],
      ["tarifs", "generic"],
    ]);
  });

  it("refuses a file name that does not match the slug", () => {
    const dir = contentWith({ "prix.json": { ...page, slug: "tarifs-groupes" } });
    expect(() => loadPages(dir, sitePaths())).toThrow(/content\/pages\/prix\.json: file name: expected "tarifs-groupes\.json"/);
  });

  it.each([
    ["ticketing", "/ticketing/"],
    ["startticketing", "/startticketing/"],
    ["launch", "/launch/ticketing/"],
    ["signup", "/signup/"],
    ["inscription", "/inscription/"],
    ["activation", "/activation/"],
    ["mot-de-passe-oublie", "/mot-de-passe-oublie/"],
    ["reinitialiser-mot-de-passe", "/reinitialiser-mot-de-passe/"],
    ["identifiant-oublie", "/identifiant-oublie/"],
    ["hors-ligne", "/hors-ligne/"],
    ["404", "/404/"],
    ["500", "/500/"],
    ["cinema", "/cinema/"],
    ["mon-compte", "/mon-compte/"],
    ["films", "/films/"],
    ["permalink", "/permalink/movie/"],
    ["cms-preview", "/cms-preview/"],
    ["api", "/api/"],
    ["search", "/search/"],
  ])("fails the build for content/pages/%s.json, naming the file and the site's path %s it would take", (slug, taken) => {
    const dir = contentWith({ [`${slug}.json`]: { ...page, slug } });
    expect(() => loadPages(dir, sitePaths())).toThrow(
      `content/pages/${slug}.json: slug: "${slug}" would take ${taken}, a path of the site itself: choose another slug`,
    );
  });
});
