import { describe, expect, it } from "vitest";
import { startsWithinOneEdit } from "./one-edit";

describe("startsWithinOneEdit", () => {
  it.each([
    ["nosferatu", "nosferatu", "the whole word"],
    ["nosferatu", "nosf", "its start"],
    ["nosferatu", "nosferatou", "a letter too many"],
    ["nosferatu", "xnosferatu", "a letter too many, first"],
    ["nosferatu", "nosferatuz", "a letter too many, last"],
    ["nosferatu", "nosfratu", "a letter missing"],
    ["nosferatu", "osferatu", "the first letter missing"],
    ["nosferatu", "nosferato", "a wrong letter"],
    ["nosferatu", "mosf", "a wrong first letter"],
    ["nosferatu", "nosfreatu", "two neighbours swapped"],
    ["nosferatu", "onsf", "the first two swapped"],
    ["nosferatu", "nosferaut", "the last two swapped"],
  ])("%s starts with %s: %s", (word, term) => {
    expect(startsWithinOneEdit(word, term)).toBe(true);
  });

  it.each([
    ["nosferatu", "nosferatoo", "two wrong letters"],
    ["nosferatu", "nsoferatou", "a swap and a letter too many"],
    ["nosferatu", "nosferatuxy", "two letters too many"],
    ["nosferatu", "nosfeatou", "a letter missing and a wrong one"],
    ["nosferatu", "ferat", "letters inside the word"],
    ["ours", "oursins", "a word three letters shorter"],
  ])("%s does not start with %s: %s", (word, term) => {
    expect(startsWithinOneEdit(word, term)).toBe(false);
  });
});
