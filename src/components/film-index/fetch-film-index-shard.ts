import { paths } from "../../config/paths";
import { parseFilmIndexShard, type FilmIndexEntry } from "../../lib/film-index/film-index";

/** One shard of the film index, checked entry by entry (parseFilmIndexShard). No TanStack Query here: the permalink pages use it alone. */
export async function fetchFilmIndexShard(shard: string): Promise<Map<string, FilmIndexEntry>> {
  const response = await fetch(paths.filmIndexShard(shard));
  if (!response.ok) throw new Error(`Film index: HTTP ${response.status} for shard ${shard}`);
  return parseFilmIndexShard(await response.json());
}
