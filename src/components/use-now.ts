import { startTransition, useEffect, useState } from "react";

/**
 * The current time, starting from the build time so the first render matches the pre-rendered HTML, then the
 * visitor's clock after hydration (the page may be served days after the build), refreshed every minute; `read`
 * says whether it is the visitor's clock yet. The updates are transitions: the first one re-renders what hydration
 * just rendered, in slices (src/app/hydrate-in-slices.ts).
 */
export function useClock(buildTime: string, refreshMs = 60_000): { now: Date; read: boolean } {
  const [clock, setClock] = useState(() => ({ now: new Date(buildTime), read: false }));
  useEffect(() => {
    const readClock = () => startTransition(() => setClock({ now: new Date(), read: true }));
    readClock();
    const timer = setInterval(readClock, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return clock;
}

/** The current time (useClock's), for what needs no more. */
export const useNow = (buildTime: string, refreshMs?: number): Date => useClock(buildTime, refreshMs).now;
