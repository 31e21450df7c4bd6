import { startTransition, useEffect, useState } from "react";

/**
 * The days still mounted once the programme shows one day. The server's view has every day; once hydrated,
 * the others are hidden at once (an attribute each) and removed one per task afterwards, each removal its own
 * short commit: removing them all in the commit that chose the day was a 55–85 ms task on this machine
 * (four times that on Lighthouse's phone). Returns null while every day stays (before the choice, and
 * for a page that never chooses).
 */
export function useDaysLeftMounted(dates: readonly string[], chosen: string | undefined, ready: boolean) {
  const [left, setLeft] = useState<readonly string[] | null>(null);
  const next = ready ? (left ?? dates).find((date) => date !== chosen && dates.includes(date)) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    const task = setTimeout(() =>
      startTransition(() => setLeft((current) => (current ?? dates).filter((date) => date !== next))),
    );
    return () => clearTimeout(task);
  }, [next, dates]);
  return { left, removing: next !== undefined };
}
