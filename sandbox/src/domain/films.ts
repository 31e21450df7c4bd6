import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

const filmFileSchema = z.object({
  id: z.string().regex(/^\d{6,10}$/),
  title: z.string(),
  releaseDate: z.unknown(),
});

export interface FilmEntry {
  id: number;
  title: string;
  released: boolean;
}

export interface FilmCatalogue {
  find(id: number): FilmEntry | undefined;
  all(): FilmEntry[];
}

function load(dir: string): Map<number, FilmEntry> {
  const films = new Map<number, FilmEntry>();
  if (!existsSync(dir)) return films;
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    try {
      const film = filmFileSchema.parse(JSON.parse(readFileSync(join(dir, name), "utf8")));
      films.set(Number(film.id), { id: Number(film.id), title: film.title, released: film.releaseDate != null });
    } catch {
      // A file another tool is still writing, or not a film: the site's own build reports it.
    }
  }
  return films;
}

/**
 * The films of content/films, read on each call (a handful of small files, and
 * watchlist calls are rare) so films added while the sandbox runs count at once.
 */
export function filmCatalogue(dir: string): FilmCatalogue {
  return { find: (id) => load(dir).get(id), all: () => [...load(dir).values()] };
}
