import { access } from "node:fs/promises";
import path from "node:path";
import { ContentError } from "../../content/content-problems";
import type { Film } from "../../domain/film";
import { BACKDROP_WIDTHS, POSTER_WIDTHS } from "../../lib/responsive-image";
import { drawnPosterImage } from "../posters/drawn-poster-image";
import { posterTextDrawer } from "../posters/poster-text";
import { writeResponsiveImage } from "./write-images";

export interface FilmImageDirs {
  contentDir: string;
  publicDir: string;
  cacheDir: string;
}

/** Public folders of the responsive files (under public/). */
export const POSTER_IMAGE_PATH = "images/affiches";
export const BACKDROP_IMAGE_PATH = "images/fonds";

/** Every image file a film names that is not in content/, as ContentError lines. */
async function missingFiles(films: readonly Film[], contentDir: string): Promise<string[]> {
  const named = films.flatMap((film) => [
    ...(film.poster.file ? [{ film, field: "poster.file", file: film.poster.file }] : []),
    ...(film.backdrop ? [{ film, field: "backdrop.file", file: film.backdrop.file }] : []),
  ]);
  const problems = await Promise.all(
    named.map(({ film, field, file }) =>
      access(path.join(contentDir, file)).then(
        () => undefined,
        () => `content/films/${film.id}-${film.slug}.json: film ${film.id} "${film.title}": ${field}: no file content/${file}`,
      ),
    ),
  );
  return problems.filter((problem): problem is string => problem !== undefined);
}

/**
 * Films with the responsive files of their poster and backdrop files; a film without a poster file gets those of the
 * poster the build draws for it (src/builder/posters/). A named file that is missing stops the build with every such
 * problem listed (ContentError).
 */
export async function withFilmImages(films: readonly Film[], dirs: FilmImageDirs): Promise<Film[]> {
  const missing = await missingFiles(films, dirs.contentDir);
  if (missing.length > 0) throw new ContentError(missing);
  const job = (file: string, widths: readonly number[], publicPath: string) =>
    writeResponsiveImage({
      source: path.join(dirs.contentDir, file),
      widths,
      publicDir: dirs.publicDir,
      publicPath,
      cacheDir: dirs.cacheDir,
    });
  const drawText = await posterTextDrawer();
  const drawn = { publicDir: dirs.publicDir, publicPath: POSTER_IMAGE_PATH, cacheDir: dirs.cacheDir };
  const result: Film[] = [];
  // One film at a time: sharp already uses every core for one picture.
  for (const film of films) {
    const posterImage = film.poster.file
      ? await job(film.poster.file, POSTER_WIDTHS, POSTER_IMAGE_PATH)
      : await drawnPosterImage(film, drawText, drawn);
    const backdropImage = film.backdrop ? await job(film.backdrop.file, BACKDROP_WIDTHS, BACKDROP_IMAGE_PATH) : undefined;
    result.push({ ...film, posterImage, ...(backdropImage ? { backdropImage } : {}) });
  }
  return result;
}
