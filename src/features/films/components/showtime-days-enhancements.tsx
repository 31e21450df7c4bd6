import { useCallback, useEffect, useMemo, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useStaticLinks } from "../../../components/islands/use-static-links";
import type { Showtime } from "../../../domain/film";
import type { AddToCalendarProps } from "../calendar/add-to-calendar-button";
import { LazyAddToCalendarButton } from "../calendar/lazy-add-to-calendar-button";
import { PAST_ATTRIBUTE } from "../../../lib/programme/programme-attributes";
import { useProgrammeClock } from "../programme/use-programme-clock";

export interface ShowtimeDaysEnhancementsProps {
  /** The kept part holding the server's showtime days (src/components/islands/kept-server-html.tsx). */
  days: RefObject<HTMLElement | null>;
  film: AddToCalendarProps["film"] & { showtimes: readonly Showtime[] };
  clock: { now: Date; read: boolean };
}

/**
 * The day panels shown so far, in the order shown, as the page's style shows them (showtime-days.tsx: the chosen day,
 * the next one in place of a day over, every day where `:has` is unknown; a day over is hidden, `!important`): their
 * showtimes get their calendar buttons.
 */
function useShownDays(region: () => HTMLElement | null, now: Date): HTMLElement[] {
  const [shown, setShown] = useState<HTMLElement[]>([]);
  useEffect(() => {
    const root = region();
    if (!root) return;
    const show = () => {
      const panels = [...root.querySelectorAll<HTMLElement>("[data-day-panel]")];
      const newly = panels.filter((panel) => !panel.hasAttribute(PAST_ATTRIBUTE) && getComputedStyle(panel).display !== "none");
      setShown((before) => (newly.every((panel) => before.includes(panel)) ? before : [...new Set([...before, ...newly])]));
    };
    show();
    root.addEventListener("change", show);
    return () => root.removeEventListener("change", show);
  }, [region, now]);
  return shown;
}

/**
 * What a film page's showtime days get once the page runs when they are the server's HTML, kept (the page the
 * visitor loaded): what React's ShowtimeDays does for the days it renders itself. The visitor's clock (past
 * showtimes hidden, days named, as the head script did before the paint), the links' rules (campaign, navigation in
 * the page, prefetch) and « Ajouter à mon agenda » beside each showtime of the days shown (a day's buttons come when
 * it is chosen: rendering a month's at once was a tenth of the page's work after its paint). Loaded after hydration,
 * out of the first load (the day's name brought into view is the page's own: useDayNameInView).
 */
export function ShowtimeDaysEnhancements({ days, film, clock }: ShowtimeDaysEnhancementsProps) {
  const region = useCallback(() => days.current, [days]);
  useProgrammeClock(clock, region);
  useStaticLinks(region);
  const shown = useShownDays(region, clock.now);
  return useMemo(() => {
    const byPerfCode = new Map(film.showtimes.map((showtime) => [showtime.perfCode, showtime]));
    return shown.flatMap((panel) =>
      [...panel.querySelectorAll<HTMLElement>("li > a[data-perf-code]")].map((link) => {
        const showtime = byPerfCode.get(link.dataset.perfCode ?? "");
        if (!showtime) return null;
        return createPortal(<LazyAddToCalendarButton film={film} showtime={showtime} />, link.parentElement!, showtime.perfCode);
      }),
    );
  }, [film, shown]);
}
