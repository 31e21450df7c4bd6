import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { breakdown, createSiteCodeWeigher } from "./js-breakdown";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A source map's base64 VLQ of a small non-negative number (below 16: one digit). */
const vlq = (n: number) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"[n * 2]!;

/** A built script of two halves, React's then the site's, with its source map beside it. */
function builtScript(reactPart: string, sitePart: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "js-breakdown-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "app.js"), reactPart + sitePart);
  const map = {
    version: 3,
    sources: [
      "webpack://cinema/./node_modules/react-dom/cjs/react-dom.production.js",
      "webpack://cinema/./src/features/films/listing.tsx",
    ],
    names: [],
    // Segment 1: column 0, source 0. Segment 2: column +reactPart.length, source +1.
    mappings: `AAAA,${vlq(reactPart.length)}CAAA`,
  };
  writeFileSync(path.join(dir, "app.js.map"), JSON.stringify(map));
  return dir;
}

describe("breakdown", () => {
  it("attributes a script's bytes to the package and the src folder they come from", () => {
    const dir = builtScript("var r=1;", "var s=2;");
    const groups = breakdown(path.join(dir, "app.js"));
    expect(groups.map((group) => [group.name, group.raw]).sort()).toEqual([
      ["react-dom", 8],
      ["src/features/films", 8],
    ]);
  });
});

describe("createSiteCodeWeigher", () => {
  it("counts the site's share of a page's scripts, not the framework's", () => {
    const dir = builtScript("var r=1;", "var s=2;");
    const siteCode = createSiteCodeWeigher(dir);
    const groups = breakdown(path.join(dir, "app.js"));
    const site = groups.find((group) => group.name === "src/features/films")!.gzip;
    expect(siteCode({ page: "/films/", gzip: 100, scripts: [{ file: "app.js", raw: 16, gzip: 100 }] })).toBe(site);
    expect(site).toBeGreaterThan(0);
    expect(site).toBeLessThan(groups.reduce((sum, group) => sum + group.gzip, 0));
  });
});
