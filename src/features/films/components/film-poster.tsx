import styled from "styled-components";
import { POSTER_HEIGHT, POSTER_WIDTH, posterUrl } from "../poster/poster-url";

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${POSTER_WIDTH} / ${POSTER_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.colors.brand5};
`;

export interface FilmPosterProps {
  film: { id: string };
  /** Above the fold: loaded at once; `priority` also asks for it first (the page's LCP image). */
  eager?: boolean;
  priority?: boolean;
  /** The poster's displayed width per viewport, for the browser to pick a file. */
  sizes?: string;
}

/** Decorative: the film title is always next to it. Width and height reserve the space (no layout shift). */
export function FilmPoster({ film, eager = false, priority = false, sizes }: FilmPosterProps) {
  return (
    <Img
      src={posterUrl(film)}
      alt=""
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      sizes={sizes}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
