import type { Film } from "../../domain/film";

/** One film of the search index (public/search/films.json): what the search matches and where it leads. */
export interface SearchEntry {
  path: string;
  title: string;
  originalTitle: string;
  directors: string[];
  cast: string[];
}

export const toSearchEntry = (film: Film, path: string): SearchEntry => ({
  path,
  title: film.title,
  originalTitle: film.originalTitle,
  directors: film.directors,
  cast: film.cast.map((member) => member.name),
});

/** The index file is data from our own build, but checked like any fetched value. */
export function parseSearchIndex(raw: unknown): SearchEntry[] {
  if (!Array.isArray(raw)) return [];
  const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");
  return raw.filter(
    (entry): entry is SearchEntry =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as SearchEntry).path === "string" &&
      (entry as SearchEntry).path.startsWith("/films/") &&
      typeof (entry as SearchEntry).title === "string" &&
      typeof (entry as SearchEntry).originalTitle === "string" &&
      strings((entry as SearchEntry).directors) &&
      strings((entry as SearchEntry).cast),
  );
}
