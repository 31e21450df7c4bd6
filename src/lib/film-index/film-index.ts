/**
 * The film index: every film with a page, by id, as static files written at build time
 * (public/film-index/{shard}.json, src/builder/writers/write-film-indexes.ts; read in the browser by
 * src/components/film-index/use-film-index.ts). Pages that know a film
 * only by its id (« Mes films » in the member area, the permalinks) fetch the one shard holding it,
 * so neither their page data nor what they load grows with the catalogue.
 */

/** What a page needs to link to a film. */
export interface FilmIndexEntry {
  path: string;
  title: string;
}

/** One shard's file: entries keyed by film id. */
export type FilmIndexShard = Record<string, FilmIndexEntry>;

/**
 * Fixed, so a film stays in the same shard whatever the size of the catalogue: at 2,700 films a
 * shard holds about 40 films (≈ 3 KB); with a few dozen films most shards are empty files (`{}`).
 */
export const FILM_INDEX_SHARDS = 64;

const FILM_ID = /^\d{6,10}$/;

/** The shard of a film id: FNV-1a (32 bits) of the id, modulo the shard count, as two hex digits. */
export function filmIndexShard(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % FILM_INDEX_SHARDS).toString(16).padStart(2, "0");
}

/** Every shard name, written even when empty so a missing file is an error, not an unknown film. */
export const allFilmIndexShards = (): string[] =>
  Array.from({ length: FILM_INDEX_SHARDS }, (_, shard) => shard.toString(16).padStart(2, "0"));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A film page's path, exactly as paths.film() builds it for this id: nothing else is followed. */
const isFilmPagePathFor = (id: string, path: string) => new RegExp(`^/films/${id}-[a-z0-9]+(?:-[a-z0-9]+)*/$`).test(path);

/**
 * The entries of a fetched shard that can be trusted: a film id as key, a string title and the
 * film's own page under /films/ as path. Anything else (another site, `//host`, `javascript:`,
 * another film's page, a shard of the wrong shape) is left out.
 */
export function parseFilmIndexShard(raw: unknown): Map<string, FilmIndexEntry> {
  const entries = new Map<string, FilmIndexEntry>();
  if (!isRecord(raw)) return entries;
  for (const [id, entry] of Object.entries(raw)) {
    if (!FILM_ID.test(id) || !isRecord(entry)) continue;
    const { path, title } = entry;
    if (typeof path !== "string" || typeof title !== "string" || title.trim() === "") continue;
    if (!isFilmPagePathFor(id, path)) continue;
    entries.set(id, { path, title });
  }
  return entries;
}

/** The shards' contents for a list of films (build time). */
export function buildFilmIndexShards(films: readonly { id: string; title: string; path: string }[]): Map<string, FilmIndexShard> {
  const shards = new Map<string, FilmIndexShard>(allFilmIndexShards().map((shard) => [shard, {}]));
  for (const { id, title, path } of films) shards.get(filmIndexShard(id))![id] = { path, title };
  return shards;
}
