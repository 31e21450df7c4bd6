import { useEffect } from "react";
import { siteConfig } from "../../../config/site-config";
import { zonedDate } from "../../../lib/play-week";
import { nameDays } from "../../../lib/programme/day-names";
import { markPastShowtimes } from "../../../lib/programme/programme-dom";
import { useDayWords } from "../day-name";
import { programmeRegion } from "./programme-region";

/**
 * The visitor's clock on the static programme of an open page (the listing's, the home page's; a film page's kept
 * showtimes: `region`), as the head script applied it before the first paint: showtimes past since are hidden, the
 * days named by the visitor's date. Nothing before the clock is read (`read`): the build's time would name the days
 * as the build did.
 */
export function useProgrammeClock(
  { now, read }: { now: Date; read: boolean },
  region: () => HTMLElement | null = programmeRegion,
): void {
  const words = useDayWords();
  useEffect(() => {
    const root = region();
    if (!root || !read) return;
    markPastShowtimes(root, now.getTime());
    nameDays(root, zonedDate(now, siteConfig.timeZone), words);
  }, [words, now, read, region]);
}
