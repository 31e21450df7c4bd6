import { searchFilms } from "./search-films";
import { parseSearchIndex, type SearchEntry } from "./search-index";

export type FilmSearcher = (query: string) => SearchEntry[];

/** The search over a fetched index; loaded with the index, on first focus, not with the page. */
export function createFilmSearcher(rawIndex: unknown): FilmSearcher {
  const entries = parseSearchIndex(rawIndex);
  return (query) => searchFilms(entries, query);
}
