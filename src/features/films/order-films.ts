/**
 * Films in the order the site asks for: those named in movieOrderIndex first, in that order, then the others
 * in their given order. (The films of globalExcludedMovieIds never reach the programme: src/builder/build-content.ts.)
 */
export function orderFilms<T extends { id: string }>(films: readonly T[], movieOrderIndex: readonly string[]): T[] {
  const rank = new Map(movieOrderIndex.map((id, i) => [id, i]));
  return films
    .map((film, i) => ({ film, key: rank.get(film.id) ?? movieOrderIndex.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ film }) => film);
}
