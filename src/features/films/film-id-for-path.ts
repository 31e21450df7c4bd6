import { filmPermalinkRoutes } from "../../config/paths";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The film id a permalink path names: `{root}{id}`, optionally followed by `-{anything}` and a
 * slash, under one of the permalink roots. Whether a film has that id is the film index's answer.
 */
export function filmIdForPath(
  pathname: string,
  roots: readonly string[] = filmPermalinkRoutes().map(({ root }) => root),
): string | undefined {
  const pattern = new RegExp(`^(?:${roots.map(escape).join("|")})(\\d{6,10})(?:-[^/]*)?/?$`);
  return pattern.exec(pathname)?.[1];
}
