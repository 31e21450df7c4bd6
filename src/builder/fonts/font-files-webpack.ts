import path from "node:path";
import type { Configuration, RuleSetRule } from "webpack";
import { FONT_FEATURES, fontSubsetText } from "./font-subset";

/** The self-hosted font files (src/components/fonts.css, global-style.ts): Fontsource's woff2 files. */
const SELF_HOSTED_FONT = /@fontsource[\\/].+\.woff2$/;

/** Subsets each self-hosted font file before Gatsby's font rule emits it (src/builder/fonts/font-subset.ts). */
export const fontSubsetRule = (): RuleSetRule => ({
  test: SELF_HOSTED_FONT,
  enforce: "pre",
  use: [
    {
      loader: path.resolve("src/builder/loaders/font-subset-loader.cjs"),
      options: { text: fontSubsetText(), features: [...FONT_FEATURES] },
    },
  ],
});

/** A loader of Gatsby's rules written as `{ loader, options }`, url-loader's among them. */
type LoaderUse = { loader?: string; options?: Record<string, unknown> };
const isUrlLoader = (use: unknown): use is LoaderUse =>
  typeof use === "object" && use !== null && String((use as LoaderUse).loader).includes("url-loader");

/**
 * Gatsby's font rule inlines files under 10,000 bytes as data: URLs (url-loader): a subset font that small
 * would then travel inside the CSS of every page and the app's JavaScript, never cached on its own, and be
 * refused by the Content-Security-Policy (font-src 'self'). Fonts are always files.
 */
export function withFontsNeverInlined(config: Configuration): Configuration {
  for (const rule of config.module?.rules ?? []) {
    if (!rule || typeof rule !== "object" || !(rule.test instanceof RegExp) || !rule.test.test("font.woff2")) continue;
    if (!Array.isArray(rule.use)) continue;
    for (const use of rule.use) if (isUrlLoader(use)) use.options = { ...use.options, limit: false };
  }
  return config;
}
