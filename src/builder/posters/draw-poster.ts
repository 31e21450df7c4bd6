import type { FilmContent } from "../../domain/film-schema";
import { POSTER_HEIGHT, POSTER_WIDTH } from "../../lib/poster-size";
import type { DrawText } from "./poster-text";

type PosterFilm = Pick<FilmContent, "title" | "directors" | "poster">;

const motifs: Record<PosterFilm["poster"]["motif"], (fg: string) => string> = {
  sun: (fg) => `<circle cx="200" cy="230" r="110" fill="${fg}" opacity="0.9"/>`,
  waves: (fg) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M0 ${220 + i * 40} q50 -30 100 0 t100 0 t100 0 t100 0" stroke="${fg}" stroke-width="10" fill="none" opacity="${0.9 - i * 0.2}"/>`,
      )
      .join(""),
  grid: (fg) =>
    Array.from(
      { length: 16 },
      (_, i) =>
        `<rect x="${70 + (i % 4) * 68}" y="${110 + Math.floor(i / 4) * 68}" width="52" height="52" fill="${fg}" opacity="${0.3 + (i % 3) * 0.3}"/>`,
    ).join(""),
  rings: (fg) =>
    [150, 110, 70, 30].map((r) => `<circle cx="200" cy="240" r="${r}" stroke="${fg}" stroke-width="8" fill="none"/>`).join(""),
  stripes: (fg) =>
    Array.from(
      { length: 7 },
      (_, i) => `<rect x="${i * 60}" y="0" width="24" height="400" fill="${fg}" opacity="0.35" transform="skewX(-12)"/>`,
    ).join(""),
  peaks: (fg) => `<path d="M0 380 L110 180 L190 300 L270 140 L400 380 Z" fill="${fg}" opacity="0.85"/>`,
};

/** Splits a title into lines of at most `width` characters, on word boundaries. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

const CENTRE_X = POSTER_WIDTH / 2;

/**
 * A poster for a film the distributor sent none for (no `poster.file`), drawn from its colours and motif: its title
 * in capitals in the site's heading font, its directors below (src/builder/posters/drawn-poster-image.ts makes the
 * picture's files of it).
 */
export function drawPoster({ title, directors, poster }: PosterFilm, drawText: DrawText): string {
  const { background, foreground, motif } = poster;
  const titleLines = wrap(title.toUpperCase(), 16).map((text, i) =>
    drawText({ face: "title", text, size: 36, centreX: CENTRE_X, baselineY: 450 + i * 40 }),
  );
  const credit = drawText({ face: "credit", text: directors.join(", "), size: 16, centreX: CENTRE_X, baselineY: 570 });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="${background}"/>
<g>${motifs[motif](foreground)}</g>
<g fill="${foreground}">${titleLines.join("")}${credit}</g>
</svg>
`;
}
