import styled from "styled-components";
import { paths } from "../../../config/paths";
import { PictureSources } from "../../../components/picture-sources";
import type { ResponsiveImage } from "../../../domain/responsive-image";
import { FALLBACK_FORMAT, imageSrcSet, imageUrl } from "../../../lib/responsive-image";
import { POSTER_HEIGHT, POSTER_WIDTH } from "../../../lib/poster/poster-url";

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
 * every poster shows at 2:3 (an operator's file of another shape is cropped, not stretched).
 * A film with a poster file gets its AVIF, WebP and JPEG sizes; the others their drawn SVG.
 */
export function FilmPoster({ film, eager = false, priority = false, sizes }: FilmPosterProps) {
  const loading = eager || priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  const image = film.posterImage;
  if (!image) {
    return (
      <Img
        src={paths.poster(film)}
        alt=""
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    );
  }
  return (
    <picture>
      <PictureSources image={image} sizes={sizes} />
      <Img
        src={imageUrl(image, image.widths.at(-1)!, FALLBACK_FORMAT)}
        srcSet={imageSrcSet(image, FALLBACK_FORMAT)}
        sizes={sizes}
        alt=""
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        style={film.poster ? { backgroundColor: film.poster.background } : undefined}
      />
    </picture>
  );
}

/**
 * For the page's <head> where the poster is the largest paint (film pages): asks for the poster's
 * AVIF before anything else the page loads. Browsers without AVIF skip it (`type`) and use the
 * <picture>'s other sources. Nothing for a drawn poster (an SVG the <img> asks for early anyway).
 */
export function PosterPreload({ film, sizes }: Pick<FilmPosterProps, "film" | "sizes">) {
  const image = film.posterImage;
  if (!image) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={imageSrcSet(image, "avif")}
      imageSizes={sizes}
      fetchPriority="high"
    />
  );
}
