import { vi } from "vitest";
import { paths } from "../../../config/paths";
import { buildFilmIndexShards } from "../../../lib/film-index/film-index";

/**
 * Tests: the film index of these films answers `fetch` (as the built site's static files would);
 * every other request goes to the fetch in place before (e.g. the test loyalty backend's).
 */
export function serveFilmIndex(films: readonly { id: string; slug: string; title: string }[]) {
  const shards = buildFilmIndexShards(films.map((film) => ({ ...film, path: paths.film(film) })));
  const files = new Map([...shards].map(([shard, entries]) => [paths.filmIndexShard(shard), entries]));
  const requested: string[] = [];
  const previous = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      const file = files.get(url);
      if (!file) return previous(input, init);
      requested.push(url);
      return Response.json(file);
    }),
  );
  return { requested };
}
