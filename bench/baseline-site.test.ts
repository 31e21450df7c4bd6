import { describe, expect, it } from "vitest";
import { baselineStamp, buildTimeIn, resolveCommit } from "./baseline-site";

describe("resolveCommit", () => {
  it("gives the full hash of a commit of this repository", () => {
    expect(resolveCommit("HEAD")).toMatch(/^[0-9a-f]{40}$/);
  });

  it("refuses what is not a commit, an option for git among them, with the name it was given", () => {
    for (const ref of ["--output=/tmp/owned", "HEAD:package.json", "no-such-branch", ""]) {
      expect(() => resolveCommit(ref)).toThrow(`--baseline: « ${ref} » is not a commit of this repository`);
    }
  });
});

describe("buildTimeIn", () => {
  it("reads the build's « now » from the listing's page-data", () => {
    const pageData =
      '{"componentChunkName":"component---src-templates-film-listing-page-tsx","result":{"pageContext":{"buildTime":"2026-12-06T08:23:04.440Z","films":[]}}}';
    expect(buildTimeIn(pageData)).toBe("2026-12-06T08:23:04.440Z");
  });

  it("refuses a page-data without one, or with one that is no date", () => {
    expect(() => buildTimeIn('{"result":{"pageContext":{}}}')).toThrow("names no buildTime");
    expect(() => buildTimeIn('{"buildTime":"hier"}')).toThrow("names no buildTime");
  });
});

describe("baselineStamp", () => {
  it("changes with the commit, the build's « now » and each variable baked in", () => {
    const env = { TICKETING_URL: "http://127.0.0.1:4010/ticketing", GATSBY_PREVIEW_ORIGIN: "http://127.0.0.1:4010" };
    const stamp = baselineStamp("a".repeat(40), "2026-12-06T08:23:04.440Z", env);
    expect(
      new Set([
        stamp,
        baselineStamp("b".repeat(40), "2026-12-06T08:23:04.440Z", env),
        baselineStamp("a".repeat(40), "2026-12-06T18:00:00.000Z", env),
        baselineStamp("a".repeat(40), "2026-12-06T08:23:04.440Z", { ...env, TICKETING_URL: "https://billets.example/" }),
      ]).size,
    ).toBe(4);
    expect(baselineStamp("a".repeat(40), "2026-12-06T08:23:04.440Z", { ...env })).toBe(stamp);
  });
});
