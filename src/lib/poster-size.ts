/** A poster's shape: 2:3, drawn at build time at this size (src/builder/posters/draw-poster.ts). */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;
