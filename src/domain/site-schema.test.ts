import { describe, expect, it } from "vitest";
import site from "../../content/site.json";
import { siteSchema } from "./site-schema";

const withWeight = (key: "body" | "bold" | "heading", weight: number) => ({
  ...site,
  theme: { ...site.theme, fontWeights: { ...site.theme.fontWeights, [key]: weight } },
});

describe("the site's font weights (SPEC §9: 100 to 900)", () => {
  it.each(["body", "bold", "heading"] as const)("%s: from 100 to 900, in whole numbers", (key) => {
    const accepted = (weight: number) => siteSchema.safeParse(withWeight(key, weight)).success;
    expect([100, 900].map(accepted)).toEqual([true, true]);
    expect([99, 901, 450.5].map(accepted)).toEqual([false, false, false]);
  });
});
