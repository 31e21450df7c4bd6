import { describe, expect, it } from "vitest";
import { acceptCode, acceptWords, frenchWords } from "./typed-text";

const NNBSP = "\u202F";
/** Typing `keys` one at a time at the end of the value, as a person does. */
const typeWords = (keys: string, start = "") =>
  [...keys].reduce((value, key) => acceptWords(value, value + key, value.length + key.length).value, start);

describe("words (names, addresses)", () => {
  it("keeps the apostrophe as ’ as it is typed: nothing is lost, no ' is left", () => {
    expect(typeWords("N'Diaye")).toBe("N’Diaye");
    expect(typeWords("3 rue de l'Église")).toBe("3 rue de l’Église");
  });

  it('writes " as « » with their narrow no-break spaces, opening then closing', () => {
    expect(typeWords('Résidence "Les Pins"')).toBe(`Résidence «${NNBSP}Les Pins${NNBSP}»`);
    expect(typeWords('Résidence " Les Pins "')).toBe(`Résidence «${NNBSP}Les Pins${NNBSP}»`);
    expect(typeWords('dit"Jojo"')).toBe(`dit «${NNBSP}Jojo${NNBSP}»`);
  });

  it("writes & as « et », spaced once whether or not spaces were typed", () => {
    expect(typeWords("Dupont & Fils")).toBe("Dupont et Fils");
    expect(typeWords("Dupont&Fils")).toBe("Dupont et Fils");
  });

  it("drops < > ; and says so; keeps letters of every script, digits and emoji", () => {
    expect(acceptWords("", "<b>Zoé</b>;", 11)).toMatchObject({ value: "bZoé/b", removed: true });
    expect(typeWords("Zoé 🎬 Łukasz Ødegård 3e")).toBe("Zoé 🎬 Łukasz Ødegård 3e");
  });

  it("rewrites only what was typed, at the caret, and says where the caret goes", () => {
    // "ND" with the caret after N; ' typed there.
    expect(acceptWords("ND", "N'D", 2)).toEqual({ value: "N’D", caret: 2, removed: false, rewritten: false });
    // A paste replacing a selection: "Rue X" with X selected, `de l'Église` pasted.
    expect(acceptWords("Rue X", "Rue de l'Église", 15)).toMatchObject({ value: "Rue de l’Église", caret: 15 });
    // A deletion changes nothing else: the double space left by it stays until the member types.
    expect(acceptWords("A et B", "A  B", 2).value).toBe("A  B");
  });

  it("writes a value that did not come from the previous one whole (autofill with the caret at the start)", () => {
    expect(acceptWords("", "N'Diaye & Fils", 0)).toMatchObject({ value: "N’Diaye et Fils", caret: 15 });
  });

  it("frenchWords writes a stored value as if typed, and changes nothing the second time", () => {
    const once = frenchWords(`O'Brien "Bob" & <Cie>`);
    expect(once).toBe(`O’Brien «${NNBSP}Bob${NNBSP}» et Cie`);
    expect(frenchWords(once)).toBe(once);
    expect(once).not.toMatch(/[<>'"&;]/);
  });
});

describe("code (e-mail, numbers)", () => {
  it("drops every forbidden character and keeps the caret on the same character", () => {
    expect(acceptCode("a'b<c@d.fr", 3)).toEqual({ value: "abc@d.fr", caret: 2, removed: true, rewritten: false });
    expect(acceptCode("0612", 4)).toEqual({ value: "0612", caret: 4, removed: false, rewritten: false });
  });
});
