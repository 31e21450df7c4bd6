import { queryOptions, useQueries, type QueryClient } from "@tanstack/react-query";
import { filmIndexShard, type FilmIndexEntry } from "../../lib/film-index/film-index";
import { fetchFilmIndexShard } from "./fetch-film-index-shard";

/** The one key factory of the film index's queries. */
export const filmIndexKeys = {
  all: ["film-index"] as const,
  shard: (shard: string) => [...filmIndexKeys.all, shard] as const,
};

export const filmIndexShardQueryOptions = (shard: string) =>
  queryOptions({
    queryKey: filmIndexKeys.shard(shard),
    queryFn: () => fetchFilmIndexShard(shard),
    // Written by the build: it changes only with a new deployment.
    staleTime: Infinity,
    retry: 1,
  });

export interface FilmIndexLookup {
  /** The entries found so far, by film id (an id missing once `isPending` is false has no page). */
  entries: ReadonlyMap<string, FilmIndexEntry>;
  isPending: boolean;
  isError: boolean;
}

/** The index entries of these films: only the shards holding them are fetched. */
export function useFilmIndexEntries(ids: readonly string[], queryClient?: QueryClient): FilmIndexLookup {
  const shards = [...new Set(ids.map(filmIndexShard))].sort();
  return useQueries(
    {
      queries: shards.map(filmIndexShardQueryOptions),
      combine: (results) => {
        const entries = new Map<string, FilmIndexEntry>();
        for (const { data } of results) for (const id of ids) if (data?.has(id)) entries.set(id, data.get(id)!);
        return {
          entries,
          isPending: results.some((result) => result.isPending),
          isError: results.some((result) => result.isError),
        };
      },
    },
    queryClient,
  );
}
