import { useEffect, useState } from "react";

const EMPTY = new URLSearchParams();

/**
 * The page's query parameters, read after hydration: the pre-rendered HTML has none, so the
 * first render matches it and the values arrive with the next one.
 */
export function usePageQuery(search: string): URLSearchParams {
  const [query, setQuery] = useState(EMPTY);
  useEffect(() => setQuery(new URLSearchParams(search)), [search]);
  return query;
}
