import { useCallback, useState } from "react";
import { paths } from "../../config/paths";
import { parseSearchIndex, type SearchEntry } from "./search-index";

let index: Promise<SearchEntry[]> | null = null;

/** The film index, fetched once per page load, when the visitor first reaches the search box. */
function loadIndex(): Promise<SearchEntry[]> {
  index ??= fetch(paths.searchIndex())
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then(parseSearchIndex)
    .catch((error: unknown) => {
      index = null;
      console.warn("Film search: the index could not be loaded", error);
      throw error;
    });
  return index;
}

export function useSearchIndex() {
  const [state, setState] = useState<{ status: "idle" | "loading" | "ready" | "error"; entries: SearchEntry[] }>({
    status: "idle",
    entries: [],
  });
  const load = useCallback(() => {
    setState((current) =>
      current.status === "ready" || current.status === "loading" ? current : { ...current, status: "loading" },
    );
    loadIndex().then(
      (entries) => setState({ status: "ready", entries }),
      () => setState({ status: "error", entries: [] }),
    );
  }, []);
  return { ...state, load };
}
