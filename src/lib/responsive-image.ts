import type { ResponsiveImage } from "../domain/responsive-image";

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const imageUrl = (image: ResponsiveImage, width: number, format: ImageFormat) => `${image.base}-${width}.${format}`;

export const imageSrcSet = (image: ResponsiveImage, format: ImageFormat) =>
  image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");

/** Posters are shown from 88 px (phone thumbnail) to 300 px wide, at up to twice the pixel density. */
export const POSTER_WIDTHS = [96, 176, 240, 300, 480, 600] as const;
/** Backdrops fill the width of the page. */
export const BACKDROP_WIDTHS = [640, 960, 1280, 1920] as const;

/** The format every browser decodes, for the <img> itself; the others go in <source> elements. */
export const FALLBACK_FORMAT: ImageFormat = "jpg";
export const SOURCE_FORMATS = IMAGE_FORMATS.filter((format) => format !== FALLBACK_FORMAT);
