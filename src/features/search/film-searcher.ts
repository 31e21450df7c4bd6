import { filmSearch } from "./search-films";
import { parseSearchIndex, type SearchEntry } from "../../lib/film-index/search-index";

export type FilmSearcher = (query: string) => SearchEntry[];

/** The search over a fetched index; loaded with the index, on first focus, not with the page. */
export const createFilmSearcher = (rawIndex: unknown): FilmSearcher => filmSearch(parseSearchIndex(rawIndex));
