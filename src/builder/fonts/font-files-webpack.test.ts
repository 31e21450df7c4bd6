import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import type { Configuration } from "webpack";
import { describe, expect, it } from "vitest";
import { fontSubsetRule, withFontsNeverInlined } from "./font-files-webpack";
import { NARROW_NBSP } from "../../lib/french-typography";

const require = createRequire(import.meta.url);
type LoaderOptions = { text: string; features: string[] };
const loader = require("../loaders/font-subset-loader.cjs") as (this: unknown, source: Buffer) => void;

/** Runs the subset loader as webpack would, with the options of the site's rule. */
function subset(source: Buffer): Promise<Buffer> {
  const use = (fontSubsetRule().use as { options: LoaderOptions }[])[0]!;
  return new Promise((resolve, reject) => {
    loader.call(
      {
        getOptions: () => use.options,
        async: () => (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result)),
      },
      source,
    );
  });
}

const unicodesOf = async (woff2: Buffer) => new Face(new Blob(await fontverter.convert(woff2, "truetype"))).collectUnicodes();

const openSans400 = readFileSync(require.resolve("@fontsource/open-sans/files/open-sans-latin-400-normal.woff2"));

describe("the self-hosted font files", () => {
  it("keep every character of Fontsource's file, French text's among them, lose their hinting, and weigh about 40 % less", async () => {
    const smaller = await subset(openSans400);
    const face = new Face(new Blob(await fontverter.convert(smaller, "truetype")));
    const covered = [...face.collectUnicodes()];
    const printable = [...(await unicodesOf(openSans400))].filter((codePoint) => codePoint >= 0x20);
    expect(covered).toEqual(printable);
    // Open Sans has no U+202F (the narrow no-break space of French typography): browsers draw it from a fallback font.
    const french = `Ça m’a plu ! « L’Œuvre » — 9,50 € ; 1er déc., 14 h 30… ÀÉÈÊËÎÏÔÙÛÜàâæçéèêëîïôùûüÿœ“”‘`;
    expect([...french].filter((character) => !covered.includes(character.codePointAt(0)!))).toEqual([]);
    expect(covered).not.toContain(NARROW_NBSP.codePointAt(0));
    expect(face.referenceTable("fpgm")).toBeUndefined();
    expect(smaller.length).toBeLessThan(openSans400.length * 0.65);
    expect(smaller.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

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
