import { describe, expect, it } from "vitest";
import { roundRuns, sitesOf, type PageKey } from "./lighthouse-rounds";

const pages = (["film", "listing", "home"] as const).map((page: PageKey) => ({
  page,
  sites: sitesOf(page, { twins: ["film", "listing"], baseline: true }),
}));
const names = (round: number) => roundRuns(pages, round).map(({ page, site }) => `${page}:${site}`);

describe("roundRuns", () => {
  it("runs each page on ours, its twin and the baseline back to back, the pages in their order", () => {
    expect(names(0)).toEqual([
      "film:ours",
      "film:no-script",
      "film:baseline",
      "listing:ours",
      "listing:no-script",
      "listing:baseline",
      "home:ours",
      "home:baseline",
    ]);
  });

  it("turns the order within each page every other round", () => {
    expect(names(1)).toEqual([
      "film:baseline",
      "film:no-script",
      "film:ours",
      "listing:baseline",
      "listing:no-script",
      "listing:ours",
      "home:baseline",
      "home:ours",
    ]);
    expect(names(2)).toEqual(names(0));
  });

  it("runs ours alone when there is no twin nor baseline", () => {
    const alone = (["film", "home"] as const).map((page) => ({ page, sites: sitesOf(page, { twins: [], baseline: false }) }));
    expect(roundRuns(alone, 1)).toEqual([
      { page: "film", site: "ours" },
      { page: "home", site: "ours" },
    ]);
  });
});
