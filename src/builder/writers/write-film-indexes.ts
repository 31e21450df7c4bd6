import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { paths } from "../../config/paths";
import type { Film } from "../../domain/film";
import { buildFilmIndexShards } from "../../lib/film-index/film-index";
import { toSearchEntry } from "../../lib/film-index/search-index";

/**
 * The static indexes of the films that have a page, archive films included:
 * - the film index by id, in shards (public/film-index/{shard}.json): « Mes films » and the
 *   permalinks fetch the one shard of the ids they need;
 * - the search index (public/search/films.json): one file, since a text query has to see every film.
 * Files of an earlier build are removed first.
 */
export async function writeFilmIndexes(films: readonly Film[], publicDir: string): Promise<void> {
  const shardFile = (shard: string) => path.join(publicDir, paths.filmIndexShard(shard));
  await rm(path.dirname(shardFile("00")), { recursive: true, force: true });
  await mkdir(path.dirname(shardFile("00")), { recursive: true });
  const shards = buildFilmIndexShards(films.map((film) => ({ id: film.id, title: film.title, path: paths.film(film) })));
  await Promise.all([...shards].map(([shard, entries]) => writeFile(shardFile(shard), JSON.stringify(entries))));

  const searchIndex = path.join(publicDir, paths.searchIndex());
  await mkdir(path.dirname(searchIndex), { recursive: true });
  await writeFile(searchIndex, JSON.stringify(films.map((film) => toSearchEntry(film, paths.film(film)))));
}
