import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import { Blob, Face, Font } from "harfbuzzjs";
import { fontSubsetRule } from "./font-files-webpack";

const require = createRequire(import.meta.url);
type LoaderOptions = { text: string; features: string[] };
const loader = require("../loaders/font-subset-loader.cjs") as (this: unknown, source: Buffer) => void;

/** A font file of node_modules, "@fontsource/open-sans/files/…" as fonts.css and global-style.ts write it. */
export const fontFile = (request: string): Buffer => readFileSync(require.resolve(request));

/** Runs the subset loader as webpack would, with the options of the site's rule. */
export function runSubsetLoader(source: Buffer): Promise<Buffer> {
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

const shipped = new Map<string, Promise<Buffer>>();

/** The file the site ships for a font file of node_modules, subset once per test file (a second or two each). */
export function shippedFontFile(request: string): Promise<Buffer> {
  if (!shipped.has(request)) shipped.set(request, runSubsetLoader(fontFile(request)));
  return shipped.get(request)!;
}

/** A font file (woff2, woff or TrueType) opened with HarfBuzz: its cmap, glyphs and metrics. */
export const openFont = async (file: Buffer): Promise<Font> =>
  new Font(new Face(new Blob(await fontverter.convert(file, "truetype"))));
