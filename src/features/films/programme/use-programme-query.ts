import { useCallback, useEffect, useState } from "react";
import { NO_FILTERS, parseProgrammeQuery, toProgrammeQuery, type ProgrammeFilters } from "./filters";

interface ProgrammeQuery {
  /** False for the server's view (every day, no filter) and the first render in the browser. */
  ready: boolean;
  day: string | null;
  filters: ProgrammeFilters;
}

/**
 * The chosen day and filters, kept in the URL query so a filtered programme can be shared. They are
 * read after mount: the first render is the server's view, so hydration matches the HTML. The query object
 * changes with each choice only (a deferred value's key).
 */
export function useProgrammeQuery() {
  const [query, setQuery] = useState<ProgrammeQuery>({ ready: false, day: null, filters: NO_FILTERS });
  useEffect(() => {
    const read = () => {
      const { pathname, search, hash } = window.location;
      const next = parseProgrammeQuery(search, hash);
      // A day chip's fragment (followed before the listing ran) becomes the address's day, as a choice would: a later
      // change of fragment (a skip link) keeps the day.
      if (next.day !== null && parseProgrammeQuery(search).day === null) {
        window.history.replaceState(window.history.state, "", `${pathname}${toProgrammeQuery(next.day, next.filters, search)}`);
      }
      setQuery({ ready: true, ...next });
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  const update = useCallback((day: string | null, filters: ProgrammeFilters) => {
    const search = toProgrammeQuery(day, filters, window.location.search);
    // Gatsby's router keeps its scroll key in history.state: keep it.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
    setQuery({ ready: true, day, filters });
  }, []);
  return { query, update };
}
