/** The formats the build encodes pictures in: AVIF and WebP for <source> elements, JPEG for every browser. */
export type ImageFormat = "avif" | "webp" | "jpg";

/**
 * A picture the build has cut into several widths and formats (src/builder/writers/write-images.ts):
 * files `${base}-${width}.${format}` under public/. Kept small in page data: the URLs are rebuilt from it
 * (src/lib/responsive-image.ts).
 */
export interface ResponsiveImage {
  /** Public path without width and extension, e.g. "/images/les-heures-claires-affiche-3f9a1c2b". */
  base: string;
  /** Intrinsic size of the largest file (the aspect ratio of every file). */
  width: number;
  height: number;
  /** Widths produced, smallest first. */
  widths: number[];
  /** The formats its files exist in, when not all three (a drawn poster has no AVIF); always JPEG. */
  formats?: ImageFormat[];
}
