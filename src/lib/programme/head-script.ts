/**
 * The head script: inline in every page's <head> (its Content-Security-Policy hash is computed from its bundled
 * text, src/server/security/head-script.ts), it keeps the pre-rendered programme true before the page's code runs,
 * with the same functions that code uses (programme-dom.ts, day-names.ts, campaign-links.ts). Before each frame the
 * browser paints while it parses the page, and once the parse is over (a browser lays the page out then, before its
 * first frame), it hides what has begun by the visitor's clock and counts what is left, names the days by the
 * visitor's date, gives the links
 * the page's campaign and, on the listing, shows the day the listing would choose and hides the others (the first
 * layouts are of one day, not the whole pre-rendered week). A day chip followed before the listing runs shows its day
 * (`hashchange`). The page's code stops it (`stopHeadScript`) once it takes over. Bundled on its own: it runs on
 * import and nothing else imports it.
 */

import { carryCampaign, followWithCampaign } from "../links/campaign-links";
import { hasCampaign } from "../links/campaign";
import { dateInZone, nameDays } from "./day-names";
import { exposeHeadScript, readHeadScriptData } from "./head-script-handle";
import { chooseDay, choosableDays, countShownShowtimes, daySections, markPastShowtimes, showDay } from "./programme-dom";
import { requestedDay } from "./programme-attributes";

const data = readHeadScriptData(document);
let stopped = false;

function showChosenDay(parsed: boolean, now: number) {
  const days = choosableDays(document);
  if (days.length === 0) return;
  const requested = requestedDay(location.search, location.hash);
  const chosen = chooseDay(days, requested, now);
  // A day asked for and not parsed yet: no day is shown until it is, or until the parse ends without it.
  showDay(document, requested !== null && chosen?.date !== requested && !parsed ? undefined : chosen?.date);
}

/** Brings the page's HTML up to the visitor's clock; whether the page is parsed. */
function update(): boolean {
  const now = Date.now();
  const parsed = document.readyState !== "loading";
  markPastShowtimes(document, now);
  if (data) {
    nameDays(document, dateInZone(now, data.zone), data.days);
    for (const day of daySections(document)) countShownShowtimes(day, data.count);
  }
  carryCampaign(document, location);
  showChosenDay(parsed, now);
  return parsed;
}

const onHashChange = () => showChosenDay(true, Date.now());
const unfollow = hasCampaign(location.search) ? followWithCampaign(document, location) : () => undefined;

function frame() {
  if (!stopped && !update()) requestAnimationFrame(frame);
}

addEventListener("hashchange", onHashChange);
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", update, { once: true });
  requestAnimationFrame(frame);
} else update();

exposeHeadScript({
  stop() {
    stopped = true;
    removeEventListener("hashchange", onHashChange);
    document.removeEventListener("DOMContentLoaded", update);
    unfollow();
  },
});
