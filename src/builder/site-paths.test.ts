import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { sitePathTakenBy } from "../config/site-routes";
import { sitePagePaths, sitePaths } from "./pages";

describe("the site's own paths", () => {
  it("list every page of src/pages/", () => {
    // Gatsby's page creator leaves test files out, as we do.
    const pages = readdirSync("src/pages").filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"));
    expect(pages.length).toBeGreaterThan(0);
    for (const name of pages) expect(sitePagePaths()).toContain(`/${name.replace(/\.tsx$/, "")}/`);
  });

  it("list the member pages, the hand-offs and the offline page", () => {
    expect(sitePagePaths()).toEqual(
      expect.arrayContaining([
        paths.login(),
        paths.signup(),
        paths.activation(),
        paths.offline(),
        "/ticketing/",
        "/loyalty/upgrade/",
      ]),
    );
  });

  it("answer the path a content page would take, its own or one under it", () => {
    expect(sitePathTakenBy("/ticketing/", sitePaths())).toBe("/ticketing/");
    expect(sitePathTakenBy("/loyalty/", sitePaths())).toBe("/loyalty/upgrade/");
    expect(sitePathTakenBy("/programme/", sitePaths())).toBe("/programme/");
    expect(sitePathTakenBy("/tarifs/", sitePaths())).toBeNull();
    expect(sitePaths()).not.toContain("/tarifs/");
  });
});
