import { FilmPoster, type FilmPosterProps } from "./film-poster";

/** The widths a box at most `widest` CSS pixels wide can use: up to the first that covers it at twice its density. */
export const widthsFor = (widths: readonly number[], widest: number): number[] => {
  const covering = widths.find((width) => width >= 2 * widest);
  return widths.filter((width) => covering === undefined || width <= covering);
};

/**
 * A poster in a box at most `widest` CSS pixels wide (the listing's, the cards', the home page's): its sources list
 * only the widths such a box can use, up to the first that covers it at twice the pixel density (a phone's 72 px
 * thumbnail at 3× needs 216 px, and 240 covers it). A listing names forty posters, a multiplex's a hundred, each width
 * a URL in every format (docs/performance.md, "Growth").
 */
export function SizedFilmPoster({ widest, film, ...poster }: FilmPosterProps & { widest: number }) {
  const image = film.posterImage;
  const sized = image ? { ...film, posterImage: { ...image, widths: widthsFor(image.widths, widest) } } : film;
  return <FilmPoster film={sized} {...poster} />;
}
