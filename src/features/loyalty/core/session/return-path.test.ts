import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const origin = "https://www.cinema-aurore.fr";

/** What a browser does with the value: where would `location.assign(result)` land? */
const landsOn = (result: string) => new URL(result, origin);

describe("safeReturnPath accepts the site's own paths", () => {
  it.each([
    ["/films/", "/films/"],
    ["/films/123456-le-film/?utm_source=x#seances", "/films/123456-le-film/?utm_source=x#seances"],
    ["/mon-compte/", "/mon-compte/"],
    ["/startticketing/?theaterCode=1042&perfCode=77", "/startticketing/?theaterCode=1042&perfCode=77"],
    ["/films/?return=//evil.example", "/films/?return=//evil.example"],
    ["/films/./a/../", "/films/"],
    ["/films/caf%C3%A9/", "/films/caf%C3%A9/"],
    ["/", "/"],
  ])("%s → %s", (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it("accepts an origin written with a trailing slash", () => {
    expect(safeReturnPath("/films/", `${origin}/`)).toBe("/films/");
  });
});

/**
 * Values an attacker puts in `?return=` to send the member elsewhere after a real
 * login. Several were accepted before: they start with one "/" but their
 * *resulting* path is protocol-relative once dot segments, tabs or percent
 * encoding are taken into account.
 */
const hostile = [
  null,
  undefined,
  "",
  "films/",
  " /films/",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "\\\\evil.example",
  "\\/evil.example",
  "https://evil.example/",
  "HTTPS://evil.example/",
  "http:/evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\tevil",
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/\r\n/evil.example/",
  "/\u0000/evil.example/",
  "/films/\\..\\evil",
  // dot segments that normalise to "//host"
  "/..//evil.example/",
  "/.//evil.example/",
  "/./\\/evil.example/",
  "/films/..//evil.example/",
  "/films/../..//evil.example/",
  "/a/b/../../..//evil.example",
  "/%2e%2e//evil.example/",
  "/%2E//evil.example/",
  "/.%2e//evil.example/",
  // percent-encoded slashes and backslashes
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/films/%",
  `/${"a".repeat(3000)}`,
] as const;

describe("safeReturnPath refuses values that leave the site", () => {
  it.each(hostile.map((value) => [value]))("refuses %j", (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });
});

describe("whatever it accepts stays on the site", () => {
  // A tiny fuzzer: every combination of risky fragments, two or three at a time.
  const fragments = ["/", "//", "\\", ".", "..", "%2F", "%2f", "%5C", "%2e", "%252F", "\t", "evil.example", "@", ":", "?", "#"];
  const values: string[] = [];
  for (const a of fragments) for (const b of fragments) for (const c of fragments) values.push(`/${a}${b}${c}`);

  it(`for ${values.length} generated values, an accepted value lands on a site path of the same origin`, () => {
    for (const value of values) {
      const result = safeReturnPath(value, origin);
      if (result === null) continue;
      const url = landsOn(result);
      expect(url.origin, value).toBe(origin);
      expect(url.pathname.startsWith("//"), value).toBe(false);
      expect(decodeURIComponent(url.pathname).replace(/\\/g, "/").startsWith("//"), value).toBe(false);
    }
  });
});
