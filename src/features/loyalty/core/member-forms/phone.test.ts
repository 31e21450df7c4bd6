import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone (SPEC §5: checked against a country, empty is invalid)", () => {
  it.each([
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["0612345678", "FR", "+33612345678"],
    ["+33 6 12 34 56 78", "FR", "+33612345678"],
    ["0470 12 34 56", "BE", "+32470123456"],
    ["+32 470 12 34 56", "FR", "+32470123456"],
    ["079 123 45 67", "CH", "+41791234567"],
  ])("%s in %s → %s", (value, country, expected) => {
    expect(normalizePhone(value, country)).toBe(expected);
  });

  it.each([
    ["", "FR"],
    ["   ", "FR"],
    ["06 12", "FR"],
    ["06 12 34 56 7", "FR"],
    ["+33 6 12", "CH"],
    ["abcdefghij", "FR"],
    ["06 12 34 56 78 90 12", "FR"],
  ])("refuses %j in %s", (value, country) => {
    expect(normalizePhone(value, country)).toBeNull();
  });
});
