import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openFont, shippedFontFile } from "./test-support";
import { typesetMessages } from "../../i18n/compile-messages";
import { formatCalendarDate, formatClock, formatDay, formatLongDate } from "../../i18n/format-date-time";
import { frMessages } from "../../i18n/fr-FR";
import { siteIntl } from "../../i18n/site-intl";
import { frenchDuration, typesetDeep } from "../../lib/french-typography";

const CONTENT = path.resolve("content");

const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];

/** Every string of content/**\/*.json (films, pages, site and theatre settings), typeset as the site shows it. */
const contentTexts = () =>
  readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => stringsOf(typesetDeep(JSON.parse(readFileSync(path.join(CONTENT, file), "utf8")))));

/** What the site's formatting writes around the texts: dates, « 1er », times, durations, prices, numbers. */
const formattedTexts = () => [
  formatDay(siteIntl, "2026-12-01T19:30:00Z"),
  formatClock(siteIntl, "2026-12-01T19:30:00Z"),
  formatLongDate(siteIntl, "2027-08-15T10:00:00Z"),
  formatCalendarDate(siteIntl, "2026-02-28"),
  ...[45, 105, 120].map(frenchDuration),
  siteIntl.formatNumber(1234.5, { style: "currency", currency: "EUR" }),
  siteIntl.formatNumber(12345),
];

/** Every character the French texts use: the message catalogue and the content, typeset, and the formatted values. */
const frenchCharacters = () =>
  [...new Set([...Object.values(typesetMessages(frMessages)), ...contentTexts(), ...formattedTexts()].join(""))].filter(
    (character) => character.codePointAt(0)! >= 0x20,
  );

/**
 * Characters outside Fontsource's latin files, so outside the site's font files (their subsets): a fallback font
 * draws them.
 * ć and č: a director's name (content/films/301775-pique-nique-chez-les-ours.json).
 */
const DRAWN_BY_A_FALLBACK_FONT = ["ć", "č"];

const site = JSON.parse(readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
  theme: { fonts: { body: string; heading: string }; fontWeights: { body: number; bold: number; heading: number } };
};
const { fonts, fontWeights } = site.theme;

/** The faces the site's texts are shown in (global-style.ts): text and bold text, and the headings (h1–h3). */
const FACES = [
  { shows: "text", family: fonts.body, weight: fontWeights.body },
  { shows: "bold text", family: fonts.body, weight: fontWeights.bold },
  { shows: "headings", family: fonts.heading, weight: fontWeights.heading },
];

/** The font file of a face, from the @font-face rules of src/components/fonts.css. */
function fontFileOf(family: string, weight: number): string {
  const rules = readFileSync(path.resolve("src/components/fonts.css"), "utf8").match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const rule = rules.find((text) => text.includes(`font-family: "${family}";`) && text.includes(`font-weight: ${weight};`));
  const file = rule?.match(/url\("([^"]+)"\)/)?.[1];
  if (!file) throw new Error(`No @font-face for ${family} ${weight} in fonts.css`);
  return file;
}

describe("the characters of the site's French texts", () => {
  it("include the no-break spaces of French typography and the formatted values' characters", () => {
    expect(frenchCharacters()).toEqual(expect.arrayContaining(["\u202F", "\u00A0", "’", "«", "»", "€", "é", "œ"]));
  });

  // Messages and content texts are shown in each face: titles are headings, cards and links bold, prose plain text.
  // Subsetting and compressing a font takes a second or two, more on a busy machine.
  it.each(FACES)(
    "are all in the font file the site ships for its $shows ($family $weight)",
    async ({ family, weight }) => {
      const font = await openFont(await shippedFontFile(fontFileOf(family, weight)));
      const covered = new Set(font.face.collectUnicodes());
      const missing = frenchCharacters().filter((character) => !covered.has(character.codePointAt(0)!));
      expect(missing.filter((character) => !DRAWN_BY_A_FALLBACK_FONT.includes(character))).toEqual([]);
    },
    30_000,
  );
});
