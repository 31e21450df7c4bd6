/**
 * Whether `term` is one edit away from the start of `word` (Damerau, optimal string alignment): one letter
 * wrong, missing or extra, or two neighbours swapped. « nosferatou », « nosfreatu » and « nosferat » all start
 * « nosferatu » within one edit. A term that starts the word exactly counts too (zero edits).
 * Linear in the term's length, with no allocation: it runs on every word of the index at each keystroke.
 */
export function startsWithinOneEdit(word: string, term: string): boolean {
  const length = term.length;
  return (
    (word.length >= length && sameLengthWithinOneEdit(word, term, length)) ||
    // A letter missing from the term: the word's start one letter longer.
    (word.length > length && oneLetterApart(word, length + 1, term, length)) ||
    // An extra letter in the term: the word's start one letter shorter.
    (length > 0 && word.length >= length - 1 && oneLetterApart(term, length, word, length - 1))
  );
}

/** The first `length` letters of `a` and `b` differ by at most one substitution or one swap of neighbours. */
function sameLengthWithinOneEdit(a: string, b: string, length: number): boolean {
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i >= length - 1) return true;
  const swapped = a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i);
  return sameFrom(a, i + (swapped ? 2 : 1), b, i + (swapped ? 2 : 1), length);
}

/** The first `longLength` letters of `long` are the first `longLength - 1` of `short` with one letter added. */
function oneLetterApart(long: string, longLength: number, short: string, shortLength: number): boolean {
  let i = 0;
  while (i < shortLength && long.charCodeAt(i) === short.charCodeAt(i)) i += 1;
  return sameFrom(long, i + 1, short, i, longLength);
}

/** `a` from `from` and `b` from `bFrom` hold the same letters, up to `aEnd` in `a`. */
function sameFrom(a: string, from: number, b: string, bFrom: number, aEnd: number): boolean {
  for (let i = from, j = bFrom; i < aEnd; i += 1, j += 1) {
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  }
  return true;
}
