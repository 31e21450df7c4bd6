import { startTransition, useEffect, useState } from "react";

/**
 * The current time, starting from the build time so the first render matches
 * the pre-rendered HTML, then the visitor's clock after hydration (the page may
 * be served days after the build), refreshed every minute. The updates are transitions: the first one
 * re-renders what hydration just rendered, in slices (src/app/hydrate-in-slices.ts).
 */
export function useNow(buildTime: string, refreshMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(buildTime));
  useEffect(() => {
    startTransition(() => setNow(new Date()));
    const timer = setInterval(() => startTransition(() => setNow(new Date())), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
