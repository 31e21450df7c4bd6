import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadBuildContent, pageSourcesOf } from "../src/builder/build-content";
import { sitePages } from "../src/builder/pages";
import { builtPages, componentChunkName, onePagePerComponent } from "./built-pages";

// The site as `npm run build` left it in public/ (`npm test` runs the unit tests after its build). The browser's walk
// over the page components (tests/e2e/hydration.spec.ts) takes one built page of each: none may drop out of it unseen.
const built = existsSync("public/page-data");
if (!built) console.warn("Skipping the built pages' test: there is no build in public/ (npm run build).");

describe.skipIf(!built)("the build in public/", () => {
  it("has a page of every page component of the table of pages, in its page data", () => {
    const components = new Set(sitePages(pageSourcesOf(loadBuildContent())).map((page) => page.component));
    const walked = onePagePerComponent(builtPages());
    const missing = [...components].filter((component) => !walked.has(componentChunkName(component)));
    expect(missing).toEqual([]);
  });
});

describe("one page per component", () => {
  it("keeps the shortest path of each component", () => {
    const pages = [
      { path: "/films/1048213-les-heures-claires/", component: "component---src-templates-film-page-tsx" },
      { path: "/films/128874-la-fanfare/", component: "component---src-templates-film-page-tsx" },
      { path: "/", component: "component---src-templates-home-page-tsx" },
    ];
    expect([...onePagePerComponent(pages)]).toEqual([
      ["component---src-templates-film-page-tsx", "/films/128874-la-fanfare/"],
      ["component---src-templates-home-page-tsx", "/"],
    ]);
  });
});
