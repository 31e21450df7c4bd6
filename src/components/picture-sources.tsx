import type { ResponsiveImage } from "../domain/responsive-image";
import { imageSrcSet, SOURCE_FORMATS } from "../lib/responsive-image";

/** The AVIF and WebP <source> elements of a <picture>; its <img> carries the JPEG sizes. */
export function PictureSources({ image, sizes }: { image: ResponsiveImage; sizes: string }) {
  return (
    <>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
    </>
  );
}
