import { describe, expect, it } from "vitest";
import { checksPasswordComplexity, meetsPasswordRules, passwordRuleResults } from "./password-rules";

const missing = (password: string) =>
  passwordRuleResults(password)
    .filter(({ met }) => !met)
    .map(({ rule }) => rule);

describe("password rules (SPEC §5, BOOST_POS)", () => {
  it("accepts 8+ characters with a lowercase, an uppercase, a digit and a special character", () => {
    expect(meetsPasswordRules("Cinema-2026!")).toBe(true);
    expect(meetsPasswordRules("aB3$efgh")).toBe(true);
  });

  it.each([
    ["", ["length", "lowercase", "uppercase", "digit", "special"]],
    ["aB3$efg", ["length"]],
    ["AB3$EFGH", ["lowercase"]],
    ["ab3$efgh", ["uppercase"]],
    ["aBc$efgh", ["digit"]],
    ["aB3defgh", ["special"]],
    ["ÉLODIE2026", ["lowercase"]],
  ])("%j misses %j", (password, rules) => {
    expect(missing(password)).toEqual(rules);
    expect(meetsPasswordRules(password)).toBe(false);
  });

  it("counts an accented letter as special, as the backend does", () => {
    expect(missing("elodie2026E")).toEqual(["special"]);
    expect(missing("élodie2026E")).toEqual([]);
  });

  it("is checked in the browser for BOOST_POS only", () => {
    expect(checksPasswordComplexity("BOOST_POS")).toBe(true);
    expect(checksPasswordComplexity("CGR")).toBe(false);
    expect(checksPasswordComplexity("BOOST_POS_WITHOUT_LOYALTY")).toBe(false);
  });
});
