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

/** Decorative: the film title is always next to it. Width and height reserve the space (no layout shift). */
export function FilmPoster({ film, eager = false }: { film: { id: string }; eager?: boolean }) {
  return (
    <Img
      src={posterUrl(film)}
      alt=""
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
