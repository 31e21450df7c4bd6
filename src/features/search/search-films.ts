import type { SearchEntry } from "../../lib/film-index/search-index";
import { startsWithinOneEdit } from "./one-edit";

export const MAX_RESULTS = 8;

/** Query words shorter than this must be typed right: with two letters, one edit would match almost anything. */
export const MIN_TYPO_LENGTH = 3;

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

/** How a query word meets a word of the index: not at all, within one edit of its start, or as its start. */
const NONE = 0;
const TYPO = 1;
const EXACT = 2;

/**
 * A film of the index with its words normalised once, when the search is made, not on every keystroke; each
 * word as its number in the index's vocabulary, where each distinct word is compared once per keystroke.
 */
interface SearchableFilm {
  entry: SearchEntry;
  /** Its place in the index sorted by title, so that a keystroke's sort compares numbers, not titles. */
  alphabetical: number;
  titleWords: readonly number[];
  otherWords: readonly number[];
}

function vocabularyOf(entries: readonly SearchEntry[]) {
  const vocabulary: string[] = [];
  const numbers = new Map<string, number>();
  const numbered = (texts: readonly string[]) =>
    texts.flatMap(words).map((word) => {
      let number = numbers.get(word);
      if (number === undefined) {
        number = vocabulary.push(word) - 1;
        numbers.set(word, number);
      }
      return number;
    });
  const collator = new Intl.Collator("fr");
  const byTitle = entries.map((entry, at) => ({ entry, at })).sort((a, b) => collator.compare(a.entry.title, b.entry.title));
  const alphabetical = new Map(byTitle.map(({ at }, place) => [at, place]));
  const films: SearchableFilm[] = entries.map((entry, at) => ({
    entry,
    alphabetical: alphabetical.get(at)!,
    titleWords: numbered([entry.title, entry.originalTitle]),
    otherWords: numbered([...entry.directors, ...entry.cast]),
  }));
  return { vocabulary, films };
}

/** How the term meets each word of the vocabulary. */
function meetings(vocabulary: readonly string[], term: string): Uint8Array {
  const tolerant = term.length >= MIN_TYPO_LENGTH;
  const meets = new Uint8Array(vocabulary.length);
  vocabulary.forEach((word, number) => {
    if (word.startsWith(term)) meets[number] = EXACT;
    else if (tolerant && startsWithinOneEdit(word, term)) meets[number] = TYPO;
  });
  return meets;
}

const best = (meets: Uint8Array, words: readonly number[]) => words.reduce((found, word) => Math.max(found, meets[word]!), NONE);

interface Match {
  film: SearchableFilm;
  /** 2 for a word of the title, 1 for a director's or an actor's, summed over the query's words. */
  score: number;
  typos: number;
}

/** The film's match for every term, or null when a term meets none of its words. */
function match(film: SearchableFilm, termMeetings: readonly Uint8Array[]): Match | null {
  let score = 0;
  let typos = 0;
  for (const meets of termMeetings) {
    const inTitle = best(meets, film.titleWords);
    const elsewhere = best(meets, film.otherWords);
    const meeting = Math.max(inTitle, elsewhere);
    if (meeting === NONE) return null;
    // A word typed right counts before a typo, wherever it is.
    score += inTitle === meeting ? 2 : 1;
    if (meeting === TYPO) typos += 1;
  }
  return { film, score, typos };
}

/**
 * The search over an index: films whose title, original title, directors or cast hold every word of the
 * query (each query word starts a word of the film's text, or does within one edit when it has three letters or
 * more). Films found without a typo come first, then title matches.
 */
export function filmSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const { vocabulary, films } = vocabularyOf(entries);
  return (query) => {
    const terms = words(query);
    if (terms.length === 0) return [];
    const termMeetings = terms.map((term) => meetings(vocabulary, term));
    return films
      .flatMap((film) => match(film, termMeetings) ?? [])
      .sort((a, b) => a.typos - b.typos || b.score - a.score || a.film.alphabetical - b.film.alphabetical)
      .slice(0, MAX_RESULTS)
      .map(({ film }) => film.entry);
  };
}
