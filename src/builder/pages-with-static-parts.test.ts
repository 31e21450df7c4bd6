import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pagesWithStaticParts } from "../config/paths";
import { fixedSitePages } from "./pages";

describe("the pages with a static part", () => {
  it("are the pages whose component has a *.static.tsx module: links load them from the server", () => {
    const withStaticModule = fixedSitePages()
      .filter((page) => !page.matchPath && existsSync(`src/${page.component}.static.tsx`))
      .map((page) => page.path);
    expect(withStaticModule.length).toBeGreaterThan(0);
    expect([...pagesWithStaticParts()].sort()).toEqual([...withStaticModule].sort());
  });
});
