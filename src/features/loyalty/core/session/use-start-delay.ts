import { useEffect, useState } from "react";

/** SPEC §4/§9: the first refresh waits 500 ms after start (shared by every island of the page). */
export const INITIAL_REFRESH_DEBOUNCE_MS = 500;

const pageStart = typeof performance !== "undefined" ? performance.now() : 0;

export function useStartDelay(delayMs = INITIAL_REFRESH_DEBOUNCE_MS): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const remaining = Math.max(0, pageStart + delayMs - performance.now());
    const timer = setTimeout(() => setStarted(true), remaining);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return started;
}
