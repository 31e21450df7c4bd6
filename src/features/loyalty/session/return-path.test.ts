import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const origin = "https://www.cinema-aurore.fr";

describe("safeReturnPath", () => {
  it.each([
    ["/films/", "/films/"],
    ["/films/123456-le-film/?utm_source=x#seances", "/films/123456-le-film/?utm_source=x#seances"],
    ["/mon-compte/", "/mon-compte/"],
  ])("accepts the site path %s", (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["films/"],
    ["//evil.example/"],
    ["/\\evil.example/"],
    ["\\\\evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["/\tevil"],
    ["/films/\\..\\evil"],
    ["http:/evil.example"],
    [`/${"a".repeat(3000)}`],
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });
});
