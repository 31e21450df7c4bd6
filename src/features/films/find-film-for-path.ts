const FILM_PATH = /^\/(?:films|permalink\/movie)\/(\d{6,10})(?:-[^/]*)?\/?$/;

/** The film a /films/{id}-{anything}/ or /permalink/movie/{id} path names, if it exists. */
export function findFilmForPath<T extends { id: string }>(pathname: string, films: readonly T[]): T | undefined {
  const id = FILM_PATH.exec(pathname)?.[1];
  return id === undefined ? undefined : films.find((film) => film.id === id);
}
