import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the pre-rendered HTML, true from
 * the render that follows (and at once for anything mounted later): what depends
 * on the browser renders as the server did first, then updates.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
