import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../domain/site-schema";
import type { Report } from "./content-problems";

/**
 * The logo, an SVG picture in every page's header, draws no text with `<text>`: a page's web fonts do not reach inside
 * a picture, so each visitor's system fonts would draw it, looked up on the page's main thread (docs/content.md).
 */
export const checkLogo = ({ logo }: SiteConfig, staticDir: string, report: Report): void => {
  const file = join(staticDir, logo.src);
  if (!logo.src.toLowerCase().endsWith(".svg") || !existsSync(file)) return;
  if (/<text[\s>]/i.test(readFileSync(file, "utf8"))) {
    report(
      "logo.src",
      `${logo.src} draws its text with <text>, which each visitor's own fonts would draw: outline the text ` +
        "(Inkscape: Path › Object to Path; Illustrator: Type › Create Outlines)",
    );
  }
};
