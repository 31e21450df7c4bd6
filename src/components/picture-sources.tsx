import type { ResponsiveImage } from "../domain/responsive-image";
import { imageSrcSet, sourceFormats } from "../lib/responsive-image";

/** The AVIF and WebP <source> elements of a <picture> (those the picture has); its <img> carries the JPEG sizes. */
export function PictureSources({ image, sizes }: { image: ResponsiveImage; sizes: string }) {
  return (
    <>
      {sourceFormats(image).map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
    </>
  );
}
