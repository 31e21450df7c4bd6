import type { Font } from "harfbuzzjs";
import type { Configuration } from "webpack";
import { describe, expect, it } from "vitest";
import { withFontsNeverInlined } from "./font-files-webpack";
import { fontFile, openFont, runSubsetLoader, shippedFontFile } from "./test-support";
import { NARROW_NBSP } from "../../lib/french-typography";

const unicodesOf = async (file: Buffer) => [...(await openFont(file)).face.collectUnicodes()];

const OPEN_SANS_400 = "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2";
const openSans400 = fontFile(OPEN_SANS_400);
/** Subsetting and compressing a font takes a second or two, more on a busy machine. */
const FONT_TIMEOUT_MS = 30_000;
const FACES = [
  OPEN_SANS_400,
  "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2",
  "@fontsource/open-sans-condensed/files/open-sans-condensed-latin-700-normal.woff2",
];
const THIN_SPACE = 0x2009;

describe("the self-hosted font files", () => {
  it(
    "keep every character of Fontsource's file and its drawing, French text's among them, lose their hinting, and weigh about 40 % less",
    async () => {
      const smaller = await shippedFontFile(OPEN_SANS_400);
      const { face } = await openFont(smaller);
      const covered = [...face.collectUnicodes()];
      const printable = (await unicodesOf(openSans400)).filter((codePoint) => codePoint >= 0x20);
      expect(covered).toEqual([...printable, NARROW_NBSP.codePointAt(0)!].sort((a, b) => a - b));
      const french = `Ça m’a plu\u202F! «\u202FL’Œuvre\u202F» — 9,50\u00A0€\u202F; 1er déc., 14\u00A0h\u00A030… ÀÉÈÊËÎÏÔÙÛÜàâæçéèêëîïôùûüÿœ“”‘`;
      expect([...french].filter((character) => !covered.includes(character.codePointAt(0)!))).toEqual([]);
      const [original, shipped] = [await openFont(openSans400), await openFont(smaller)];
      const drawing = (font: Font, codePoint: number) => {
        const glyph = font.nominalGlyph(codePoint)!;
        return `${font.glyphHAdvance(glyph)} ${font.glyphToPath(glyph)}`;
      };
      expect(printable.filter((codePoint) => drawing(shipped, codePoint) !== drawing(original, codePoint))).toEqual([]);
      expect(face.referenceTable("fpgm")).toBeUndefined();
      expect(smaller.length).toBeLessThan(openSans400.length * 0.65);
      expect(smaller.subarray(0, 4).toString("latin1")).toBe("wOF2");
    },
    FONT_TIMEOUT_MS,
  );

  it.each(FACES)(
    "draw U+202F, which Open Sans lacks, as the font's own thin space (U+2009): %s",
    async (file) => {
      expect(await unicodesOf(fontFile(file))).not.toContain(NARROW_NBSP.codePointAt(0));
      const font = await openFont(await shippedFontFile(file));
      const narrowNbsp = font.nominalGlyph(NARROW_NBSP.codePointAt(0)!);
      expect(narrowNbsp).toBeDefined();
      expect(narrowNbsp).toBe(font.nominalGlyph(THIN_SPACE));
      expect(font.glyphHAdvance(narrowNbsp!)).toBeGreaterThan(0);
      expect(font.glyphToPath(narrowNbsp!)).toBe("");
    },
    FONT_TIMEOUT_MS,
  );

  it(
    "come out whole when webpack subsets the three files at once (the woff2 conversions once corrupted each other)",
    async () => {
      const files = [OPEN_SANS_400, ...FACES.slice(1)].map(fontFile);
      const together = await Promise.all(files.map(runSubsetLoader));
      for (const [i, file] of together.entries()) {
        expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2");
        expect(file.equals(await shippedFontFile([OPEN_SANS_400, ...FACES.slice(1)][i]!))).toBe(true);
      }
    },
    FONT_TIMEOUT_MS,
  );

  it("are always files, never data: URLs inlined by Gatsby's font rule", () => {
    const config: Configuration = {
      module: {
        rules: [
          {
            test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/,
            use: [{ loader: "/x/url-loader/dist/cjs.js", options: { limit: 10000, name: "x" } }],
          },
          { test: /\.(ico|svg|jpg)$/, use: [{ loader: "/x/url-loader/dist/cjs.js", options: { limit: 10000 } }] },
        ],
      },
    };
    const rules = withFontsNeverInlined(config).module!.rules as { use: { options: Record<string, unknown> }[] }[];
    expect(rules[0]!.use[0]!.options).toEqual({ limit: false, name: "x" });
    expect(rules[1]!.use[0]!.options).toEqual({ limit: 10000 });
  });
});
