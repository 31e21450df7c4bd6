import { describe, expect, it } from "vitest";
import {
  firstOfMonth,
  frenchClock,
  frenchClockOf,
  frenchDuration,
  frenchTypography,
  genreCase,
  typographyViolations,
} from "./french-typography";

const show = (text: string) => text.replace(/\u202F/g, "⍽").replace(/\u00A0/g, "~");

describe("frenchTypography", () => {
  it.each([
    ["Prochaine séance : mercredi", "Prochaine séance~: mercredi"],
    ["Vraiment ? Oui ! Enfin ; voilà", "Vraiment⍽? Oui⍽! Enfin⍽; voilà"],
    ["« Ajouter à mes films »", "«⍽Ajouter à mes films⍽»"],
    ["«Ajouter»", "«⍽Ajouter⍽»"],
    ["la page d'accueil de L'Aurore", "la page d’accueil de L’Aurore"],
    ["séance à 20:30, https://x.fr/?a=1", "séance à 20:30, https://x.fr/?a=1"],
    ["{count, plural, one {# séance} other {# séances}}", "{count, plural, one {# séance} other {# séances}}"],
    ["'{'quoted'}'", "'{'quoted'}'"],
    ["de 13 h 30 à 23 h ; le samedi", "de 13⍽h⍽30 à 23⍽h⍽; le samedi"],
    ["1 h 45, 2 h. 5 heures, 3 hommes, 1\u00A0h\u00A045", "1⍽h⍽45, 2⍽h. 5 heures, 3 hommes, 1~h~45"],
  ])("%s", (input, expected) => {
    expect(show(frenchTypography(input))).toBe(expected);
  });

  it("is idempotent", () => {
    const once = frenchTypography("« Oui ! » : d'accord ?");
    expect(frenchTypography(once)).toBe(once);
    expect(typographyViolations(once)).toEqual([]);
  });
});

describe("firstOfMonth", () => {
  it.each([
    ["mar. 1 déc.", "mar. 1er déc."],
    ["lundi 1 décembre", "lundi 1er décembre"],
    ["11 décembre", "11 décembre"],
    ["21 déc.", "21 déc."],
    ["1 mai 2026", "1er mai 2026"],
    ["1 mars", "1er mars"],
  ])("%s → %s", (input, expected) => {
    expect(firstOfMonth(input)).toBe(expected);
  });
});

describe("frenchDuration", () => {
  it.each([
    [15, "15~min"],
    [60, "1~h"],
    [105, "1~h~45"],
    [121, "2~h~01"],
  ])("%i minutes → %s", (minutes, expected) => {
    expect(show(frenchDuration(minutes))).toBe(expected);
  });
});

describe("frenchClock", () => {
  it.each([
    [21, 30, "21⍽h⍽30"],
    [21, 0, "21⍽h"],
    [9, 5, "9⍽h⍽05"],
    [0, 15, "0⍽h⍽15"],
  ])("%i:%i → %s", (hours, minutes, expected) => {
    expect(show(frenchClock(hours, minutes))).toBe(expected);
  });

  it("reads the content's 24-hour times", () => {
    expect(show(frenchClockOf("13:30"))).toBe("13⍽h⍽30");
    expect(show(frenchClockOf("23:00"))).toBe("23⍽h");
    expect(show(frenchClockOf("09:05"))).toBe("9⍽h⍽05");
  });
});

describe("genreCase", () => {
  it("capitalises the first genre only", () => {
    expect(genreCase(["drame", "Comédie", "Science-fiction"])).toEqual(["Drame", "comédie", "science-fiction"]);
  });
});

describe("typographyViolations", () => {
  it.each([
    ["Séances : demain", "breaking space before ; ! ? :"],
    ["Vraiment?", "no space before ; ! ?"],
    ["« Oui »", "no no-break space inside « »"],
    ["l'Aurore", "straight apostrophe"],
    ["lundi 1 décembre", "« 1 » instead of « 1er » for the first of the month"],
    ["0 h 15", "« 0 h » instead of minutes"],
    ["Samedi : 10 h 30 – 23 h 30", "breaking space in a time or duration (« 10 h 30 »)"],
    ["Fermé à 23 h.", "breaking space in a time or duration (« 10 h 30 »)"],
    ["à 10\u00A0h 30", "breaking space in a time or duration (« 10 h 30 »)"],
  ])("finds %s", (text, rule) => {
    expect(typographyViolations(text).join("\n")).toContain(rule);
  });

  it("accepts correct text, times and URLs", () => {
    expect(typographyViolations(frenchTypography("Séances : 20:30, « VOST » ! 10 h 05, 1er déc., https://a.fr/?b=1"))).toEqual(
      [],
    );
  });
});
