import { createContext, startTransition, useContext, useEffect, useState } from "react";

let pageHydrated = false;
let hydratingFirstPage = false;

/** Called as React starts to hydrate the first page's pre-rendered HTML (src/app/hydrate-in-slices.ts). */
export function markFirstPageHydrating(): void {
  hydratingFirstPage = true;
}

/** Called once React has hydrated the first page: what mounts from then on renders the browser's state at once. */
export function markPageHydrated(): void {
  pageHydrated = true;
  hydratingFirstPage = false;
}

/** Whether what renders now is React hydrating the first page's pre-rendered HTML (kept-server-html.tsx). */
export const isHydratingFirstPage = (): boolean => hydratingFirstPage;

/**
 * True inside an island while React hydrates it in its own root (src/components/islands/island.tsx): the page
 * hydrated long before, but the island's HTML is still the server's, so its first render must be the server's too.
 */
const IslandHydrating = createContext(false);
export const IslandHydratingProvider = IslandHydrating.Provider;

/**
 * False on the server and while React hydrates the pre-rendered HTML, true from the render that follows
 * (and at once for anything mounted after the first page hydrated): what depends on the browser renders as
 * the server did first, then updates. The update is a transition, sliced as hydration is
 * (src/app/hydrate-in-slices.ts); useSyncExternalStore, used before, re-rendered every reader after
 * hydration in one synchronous task.
 */
export function useHydrated(): boolean {
  const islandHydrating = useContext(IslandHydrating);
  const [hydrated, setHydrated] = useState(pageHydrated && !islandHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
