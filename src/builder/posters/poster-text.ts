import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import type * as HarfBuzz from "harfbuzzjs";
import type { Font } from "harfbuzzjs";

/** The poster's two faces: the site's heading and body fonts (SPEC §1), from the files Fontsource ships. */
const FACE_FILES = {
  title: "@fontsource/open-sans-condensed/files/open-sans-condensed-latin-700-normal.woff2",
  credit: "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2",
} as const;
export type PosterFace = keyof typeof FACE_FILES;

/** A line of text drawn as glyph outlines, centred on `centreX`, its baseline at `baselineY` (SVG user units). */
export interface PosterLine {
  face: PosterFace;
  text: string;
  size: number;
  centreX: number;
  baselineY: number;
}

/** Draws lines of text as SVG paths: no font is needed to render the result, and every machine renders it alike. */
export type DrawText = (line: PosterLine) => string;

/** Node's own require, which Gatsby's compiler does not follow: the file it loads stays out of the build's bundle. */
const nodeRequire = createRequire(path.resolve("package.json"));

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The text drawer of the build: each line shaped by HarfBuzz (kerning, ligatures) in the site's own fonts, each glyph
 * an outline. SVG text would be drawn in whatever fonts the rasteriser's machine has.
 */
export async function posterTextDrawer(): Promise<DrawText> {
  const loadHarfBuzz = nodeRequire(path.resolve("src/builder/posters/load-harfbuzz.cjs")) as () => Promise<typeof HarfBuzz>;
  const { Blob, Buffer, Face, Font, shape } = await loadHarfBuzz();
  const open = async (file: string): Promise<Font> =>
    new Font(new Face(new Blob(await fontverter.convert(await readFile(nodeRequire.resolve(file)), "truetype"))));
  const fonts = { title: await open(FACE_FILES.title), credit: await open(FACE_FILES.credit) };
  return ({ face, text, size, centreX, baselineY }) => {
    const font = fonts[face];
    const buffer = new Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions();
    const scale = size / font.face.upem;
    const width = glyphs.reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0), 0) * scale;
    let x = centreX - width / 2;
    const paths: string[] = [];
    for (const glyph of glyphs) {
      const outline = font.glyphToPath(glyph.codepoint);
      const left = round(x + (glyph.xOffset ?? 0) * scale);
      const baseline = round(baselineY - (glyph.yOffset ?? 0) * scale);
      // Font units go up, SVG's go down.
      if (outline) paths.push(`<path transform="translate(${left} ${baseline}) scale(${scale} ${-scale})" d="${outline}"/>`);
      x += (glyph.xAdvance ?? 0) * scale;
    }
    return paths.join("");
  };
}
