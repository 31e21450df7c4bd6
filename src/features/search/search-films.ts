import type { SearchEntry } from "../../lib/film-index/search-index";

export const MAX_RESULTS = 8;

/** Lower case, accents and ligatures removed, apostrophes and punctuation as spaces: « L’Été » → "l ete". */
export const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const words = (text: string) => normalize(text).split(" ").filter(Boolean);

/** A film of the index with its words normalised once, when the search is made, not on every keystroke. */
interface SearchableFilm {
  entry: SearchEntry;
  titleWords: readonly string[];
  otherWords: readonly string[];
}

const searchable = (entry: SearchEntry): SearchableFilm => ({
  entry,
  titleWords: [...words(entry.title), ...words(entry.originalTitle)],
  otherWords: [...entry.directors, ...entry.cast].flatMap(words),
});

/**
 * The search over an index: films whose title, original title, directors or cast hold every word of the
 * query (each query word starts a word of the film's text). Title matches come first.
 */
export function filmSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const films = entries.map(searchable);
  return (query) => {
    const terms = words(query);
    if (terms.length === 0) return [];
    const scored = films.flatMap(({ entry, titleWords, otherWords }) => {
      let score = 0;
      for (const term of terms) {
        if (titleWords.some((word) => word.startsWith(term))) score += 2;
        else if (otherWords.some((word) => word.startsWith(term))) score += 1;
        else return [];
      }
      return [{ entry, score }];
    });
    return scored
      .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title, "fr"))
      .slice(0, MAX_RESULTS)
      .map(({ entry }) => entry);
  };
}
