import type { ImageFormat, ResponsiveImage } from "../domain/responsive-image";

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const satisfies readonly ImageFormat[];

export const imageUrl = (image: ResponsiveImage, width: number, format: ImageFormat) => `${image.base}-${width}.${format}`;

export const imageSrcSet = (image: ResponsiveImage, format: ImageFormat) =>
  image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");

/** Posters are shown from 88 px (phone thumbnail) to 300 px wide, at up to twice the pixel density. */
export const POSTER_WIDTHS = [96, 176, 240, 300, 480, 600] as const;
/** Backdrops fill the width of the page. */
export const BACKDROP_WIDTHS = [640, 960, 1280, 1920] as const;

/** The format every browser decodes, for the <img> itself; the others go in <source> elements. */
export const FALLBACK_FORMAT: ImageFormat = "jpg";

/** A picture's formats for <source> elements, best first: all those its files exist in but the fallback. */
export const sourceFormats = (image: ResponsiveImage): ImageFormat[] =>
  // `||`, not `??`: the browsers' bundle spells `??` out in full, and this is in every film page's first load.
  (image.formats || IMAGE_FORMATS).filter((format) => format !== FALLBACK_FORMAT);

/**
 * The poster's largest JPEG, or nothing: what a page names for sharing (og:image) and for search engines (schema.org),
 * which take neither AVIF nor WebP everywhere.
 */
export const posterJpegUrl = ({ posterImage: image }: { posterImage?: ResponsiveImage }) =>
  image && imageUrl(image, image.widths.at(-1)!, FALLBACK_FORMAT);
