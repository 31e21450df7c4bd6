/** Posters are SVG files generated at build time (render-poster-svg.ts). */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;
