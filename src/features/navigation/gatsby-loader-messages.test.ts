import { describe, expect, it } from "vitest";
import { ProdLoader } from "gatsby/cache-dir/loader";

describe("Gatsby's loader", () => {
  it("says which component chunk it could not find (SPEC §8's developer message)", () => {
    const loader = new ProdLoader({ components: {} }, [], null);
    expect(() => loader.loadComponent("component---src-templates-film-page-tsx")).toThrow(
      new Error(`We couldn't find the correct component chunk with the name "component---src-templates-film-page-tsx"`),
    );
  });
});
