/**
 * Films in the order the site asks for: those named in movieOrderIndex first,
 * in that order, then the others in their given order; excluded ids removed.
 */
export function orderFilms<T extends { id: string }>(
  films: readonly T[],
  movieOrderIndex: readonly string[],
  excludedIds: readonly string[],
): T[] {
  const excluded = new Set(excludedIds);
  const rank = new Map(movieOrderIndex.map((id, i) => [id, i]));
  return films
    .filter((film) => !excluded.has(film.id))
    .map((film, i) => ({ film, key: rank.get(film.id) ?? movieOrderIndex.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ film }) => film);
}
