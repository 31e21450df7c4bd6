import { describe, expect, it } from "vitest";
import { loadBuildContent, pageSourcesOf } from "../../src/builder/build-content";
import { sitePages } from "../../src/builder/pages";
import { docsNameOf, PAGE_TYPES, pageTypes } from "./page-types";

describe("the pass's table of page types", () => {
  const table = sitePages(pageSourcesOf(loadBuildContent()));

  it("visits each page at an address the build gives that page type", () => {
    for (const [component, entry] of Object.entries(PAGE_TYPES)) {
      if (!("key" in entry) || typeof entry.path !== "string" || component === "pages/404") continue;
      expect(table, `${entry.key}: ${entry.path}`).toContainEqual(expect.objectContaining({ component, path: entry.path }));
    }
  });

  it("opens the 404 page at an address the build has no page for", () => {
    const notFound = PAGE_TYPES["pages/404"];
    expect(table.map((page) => page.path)).not.toContain(notFound.path);
    expect(notFound.status).toBe(404);
  });

  it("places every page component of the build's table: shot, or left out with its reason", () => {
    for (const component of new Set(table.map((page) => page.component))) expect(PAGE_TYPES).toHaveProperty([component]);
  });

  it("gives each page type its own name on the command line and in docs/screenshots/, keeping the names in use", () => {
    const types = pageTypes();
    expect(new Set(types.map((type) => type.key)).size).toBe(types.length);
    expect(new Set(types.map(docsNameOf)).size).toBe(types.length);
    expect(types.map(docsNameOf)).toEqual(expect.arrayContaining(["home", "programme", "film-page", "gift-cards", "rewards"]));
  });

  it("shows the member pages to the member only, and the forms to log in or sign up to the visitor only", () => {
    const roles = Object.fromEntries(pageTypes().map((type) => [type.key, type.roles]));
    for (const key of ["card", "rewards", "history", "profile", "favourites"]) expect(roles[key]).toEqual(["member"]);
    for (const key of ["login", "signup", "forgotten-password"]) expect(roles[key]).toEqual(["visitor"]);
    for (const key of ["home", "listing", "film", "offline"]) expect(roles[key]).toEqual(["visitor", "member"]);
  });
});
