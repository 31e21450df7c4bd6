import { describe, expect, it } from "vitest";
import { parseOptions } from "./options";

const PAGES = ["home", "listing", "film"];

describe("parseOptions", () => {
  it("runs everything by default: three engines, every page type, 320 and 1280 px, no docs copy", () => {
    expect(parseOptions([], PAGES)).toEqual({
      engines: ["chromium", "firefox", "webkit"],
      pages: PAGES,
      widths: [320, 1280],
      docs: false,
      out: "test-results/screenshots-pass",
    });
  });

  it("takes lists as `--name value` or `--name=value`, in the table's order whatever the order asked", () => {
    expect(parseOptions(["--engines", "webkit,chromium", "--pages=listing,home", "--widths", "320", "--docs"], PAGES)).toEqual({
      engines: ["chromium", "webkit"],
      pages: ["home", "listing"],
      widths: [320],
      docs: true,
      out: "test-results/screenshots-pass",
    });
  });

  it("writes the shots where --out says", () => {
    expect(parseOptions(["--out", "/tmp/pass"], PAGES).out).toBe("/tmp/pass");
  });

  it("refuses an unknown engine, page type or option, naming what it knows", () => {
    expect(() => parseOptions(["--engines", "safari"], PAGES)).toThrow("--engines: no safari (known: chromium, firefox, webkit)");
    expect(() => parseOptions(["--pages", "home,cart"], PAGES)).toThrow("--pages: no cart (known: home, listing, film)");
    expect(() => parseOptions(["--width", "320"], PAGES)).toThrow(/^Unknown option --width\. Usage: npm run screenshots/);
  });

  it("refuses a width that is not a number of CSS pixels a browser can open, and an option without its value", () => {
    expect(() => parseOptions(["--widths", "320px"], PAGES)).toThrow("--widths: CSS pixels between 200 and 3840, not « 320px »");
    expect(() => parseOptions(["--widths", "100"], PAGES)).toThrow(/--widths/);
    expect(() => parseOptions(["--pages"], PAGES)).toThrow("--pages: a value is missing.");
    expect(() => parseOptions(["--pages", "--docs"], PAGES)).toThrow("--pages: a value is missing.");
  });

  it("refuses --docs without Chromium, whose shots it copies", () => {
    expect(() => parseOptions(["--engines", "firefox", "--docs"], PAGES)).toThrow(/--docs copies Chromium's shots/);
  });
});
