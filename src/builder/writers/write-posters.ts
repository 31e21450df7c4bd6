import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Film } from "../../domain/film";
import { renderPosterSvg } from "../../lib/poster/render-poster-svg";

/** Writes one generated SVG poster per film (public/posters/{id}.svg). */
export async function writePosters(films: readonly Film[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(films.map((film) => writeFile(path.join(dir, `${film.id}.svg`), renderPosterSvg(film))));
}
