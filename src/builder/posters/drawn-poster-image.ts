import sharp from "sharp";
import type { Film } from "../../domain/film";
import type { ResponsiveImage } from "../../domain/responsive-image";
import { POSTER_WIDTH } from "../../lib/poster-size";
import { POSTER_WIDTHS } from "../../lib/responsive-image";
import { writeResponsiveImage, type ImageJob } from "../writers/write-images";
import { drawPoster } from "./draw-poster";
import type { DrawText } from "./poster-text";

/** sharp renders an SVG at 72 dots per inch, a pixel per unit: this density draws it as wide as the widest poster file. */
const DENSITY = (72 * Math.max(...POSTER_WIDTHS)) / POSTER_WIDTH;

/**
 * The files of the poster the build draws for a film the distributor sent none for: WebP and JPEG, like an operator's
 * poster but without AVIF, which flat colours do not need and which would take most of the build's time.
 *
 * Why not the SVG itself: a browser makes each SVG picture a document of its own, on the page's main thread (2 to 50
 * ms each where a picture file is decoded off it); the listing shows about twenty (docs/performance.md). And pages
 * share a poster as og:image, which social networks do not take in SVG.
 */
export async function drawnPosterImage(
  film: Pick<Film, "id" | "title" | "directors" | "poster">,
  drawText: DrawText,
  job: Pick<ImageJob, "publicDir" | "publicPath" | "cacheDir">,
): Promise<ResponsiveImage> {
  const svg = drawPoster(film, drawText);
  // Lossless, at the largest width: each file is then cut from it as from an operator's poster.
  const bytes = await sharp(Buffer.from(svg), { density: DENSITY }).png().toBuffer();
  return writeResponsiveImage({
    ...job,
    source: { name: `dessin-${film.id}`, bytes },
    widths: POSTER_WIDTHS,
    formats: ["webp", "jpg"],
  });
}
