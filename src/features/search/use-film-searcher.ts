import { useCallback, useState } from "react";
import { paths } from "../../config/paths";
import type { FilmSearcher } from "./film-searcher";

let searcher: Promise<FilmSearcher> | null = null;

/** The film index and the code that searches it, fetched once per page load, on first reaching the box. */
function loadSearcher(): Promise<FilmSearcher> {
  searcher ??= Promise.all([
    fetch(paths.searchIndex()).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${response.status}`)),
    ),
    import("./film-searcher"),
  ])
    .then(([rawIndex, { createFilmSearcher }]) => createFilmSearcher(rawIndex))
    .catch((error: unknown) => {
      searcher = null;
      console.warn("Film search: the index could not be loaded", error);
      throw error;
    });
  return searcher;
}

const NO_RESULTS: FilmSearcher = () => [];

export function useFilmSearcher() {
  const [state, setState] = useState<{ status: "idle" | "loading" | "ready" | "error"; search: FilmSearcher }>({
    status: "idle",
    search: NO_RESULTS,
  });
  const load = useCallback(() => {
    setState((current) =>
      current.status === "ready" || current.status === "loading" ? current : { ...current, status: "loading" },
    );
    loadSearcher().then(
      (search) => setState({ status: "ready", search }),
      () => setState({ status: "error", search: NO_RESULTS }),
    );
  }, []);
  return { ...state, load };
}
