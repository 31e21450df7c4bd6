import styled from "styled-components";
import { PictureSources } from "../../../components/picture-sources";
import type { ResponsiveImage } from "../../../domain/responsive-image";
import { imageSrcSet, posterJpegUrl, sourceFormats } from "../../../lib/responsive-image";
import { POSTER_HEIGHT, POSTER_WIDTH } from "../../../lib/poster-size";

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${POSTER_WIDTH} / ${POSTER_HEIGHT};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.colors.brand5};
`;

export interface FilmPosterProps {
  film: { id: string; poster?: { background: string }; posterImage?: ResponsiveImage };
  /** Above the fold: loaded at once; `priority` also asks for it first (the page's LCP image). */
  eager?: boolean;
  priority?: boolean;
  /** The poster's displayed width per viewport, for the browser to pick a file. */
  sizes: string;
}

/**
 * Decorative: the film title is always next to it. Width and height reserve the space (no layout shift);
 * every poster shows at 2:3 (an operator's file of another shape is cropped, not stretched). Its files are the
 * build's: an operator's poster in AVIF, WebP and JPEG, a poster the build drew in WebP and JPEG
 * (src/builder/posters/). Every film of the build has one; a film made elsewhere without (a test's) shows none.
 * The <img> names one JPEG, the largest, and no JPEG sizes: only a browser that decodes neither AVIF nor WebP
 * reads it (Safari before 14, 2020), and a JPEG `srcset` was 14 KB of the listing's HTML that the others parse and
 * never read (docs/performance.md).
 */
export function FilmPoster({ film, eager = false, priority = false, sizes }: FilmPosterProps) {
  const image = film.posterImage;
  if (!image) return null;
  return (
    <picture>
      <PictureSources image={image} sizes={sizes} />
      <Img
        src={posterJpegUrl(film)}
        alt=""
        width={image.width}
        height={image.height}
        loading={eager || priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        style={film.poster ? { backgroundColor: film.poster.background } : undefined}
      />
    </picture>
  );
}

/**
 * For the page's <head> where the poster is the largest paint (film pages): asks for the poster's best format
 * (AVIF, or WebP for a drawn poster) before anything else the page loads. Browsers without it skip it (`type`)
 * and use the <picture>'s other sources.
 */
export function PosterPreload({ film, sizes }: Pick<FilmPosterProps, "film" | "sizes">) {
  const image = film.posterImage;
  const format = image && sourceFormats(image)[0];
  if (!image || !format) return null;
  return (
    <link
      rel="preload"
      as="image"
      type={`image/${format}`}
      imageSrcSet={imageSrcSet(image, format)}
      imageSizes={sizes}
      fetchPriority="high"
    />
  );
}
