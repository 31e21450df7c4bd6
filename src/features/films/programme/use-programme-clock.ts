import { useEffect } from "react";
import { siteConfig } from "../../../config/site-config";
import { zonedDate } from "../../../lib/play-week";
import { nameDays } from "../../../lib/programme/day-names";
import { markPastShowtimes } from "../../../lib/programme/programme-dom";
import { useDayWords } from "../day-name";
import { programmeRegion } from "./programme-region";

/**
 * The visitor's clock on the static programme of an open page (the listing's, the home page's), as the head script
 * applied it before the first paint: showtimes past since are hidden, the days named by the visitor's date. Nothing
 * before the clock is read (`read`): the build's time would name the days as the build did.
 */
export function useProgrammeClock({ now, read }: { now: Date; read: boolean }): void {
  const words = useDayWords();
  useEffect(() => {
    const region = programmeRegion();
    if (!region || !read) return;
    markPastShowtimes(region, now.getTime());
    nameDays(region, zonedDate(now, siteConfig.timeZone), words);
  }, [words, now, read]);
}
