import { filmPermalinkRoutes } from "../../config/paths";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The film a permalink path names, if it exists: `{root}{id}`, optionally
 * followed by `-{anything}` and a slash, under one of the permalink roots.
 */
export function findFilmForPath<T extends { id: string }>(
  pathname: string,
  films: readonly T[],
  roots: readonly string[] = filmPermalinkRoutes().map(({ root }) => root),
): T | undefined {
  const pattern = new RegExp(`^(?:${roots.map(escape).join("|")})(\\d{6,10})(?:-[^/]*)?/?$`);
  const id = pattern.exec(pathname)?.[1];
  return id === undefined ? undefined : films.find((film) => film.id === id);
}
