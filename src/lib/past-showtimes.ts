/**
 * A pre-rendered page lists the showtimes still to come at build time. Served later (the daily build is
 * from about midnight, a failed one leaves yesterday's), PAST_SHOWTIMES_SCRIPT marks, before each frame the
 * browser paints while it parses the page, the showtimes already past by the visitor's clock and the groups
 * over (a film on a day, a day: their last showtime has begun), with PAST_ATTRIBUTE; the global style hides them (global-style.ts).
 * Hydration keeps the mark (React does not compare attributes it does not render) and `useNow` then removes
 * those elements.
 */

import { DAY_CHOICE_ATTRIBUTE, DAY_QUERY, dayId } from "./programme/day-choice";

/** Set by PAST_SHOWTIMES_SCRIPT on a past showtime (its booking link and the link's list item), a group over and its controls. */
export const PAST_ATTRIBUTE = "data-past";

/**
 * Carried by a group of showtimes (a day, a film's showtimes of a day) and by each control that shows it (its day
 * chip, its day choice): the start of the group's last showtime. Once it has begun, the group is over and hidden,
 * with its controls, whether or not the rest of the page has been parsed yet. Only on elements React removes rather
 * than reuses once their showtimes are past (keyed by day or film).
 */
export const SHOWTIME_GROUP_ATTRIBUTE = "data-showtimes";

/** SHOWTIME_GROUP_ATTRIBUTE's value for a group of showtimes: the start of its last one (ISO, as given). */
export function groupEnd(showtimes: readonly { start: string }[]): string {
  let last = showtimes[0]?.start ?? "";
  for (const { start } of showtimes) if (Date.parse(start) > Date.parse(last)) last = start;
  return last;
}

/** The attribute of a group of showtimes, or of a control that shows it, as JSX props, from the group's end. */
export const showtimeGroupEnding = (end: string): Record<string, string> => ({ [SHOWTIME_GROUP_ATTRIBUTE]: end });

/** The attribute of a group of showtimes, or of a control that shows it, as JSX props. */
export const showtimeGroup = (showtimes: readonly { start: string }[]): Record<string, string> =>
  showtimeGroupEnding(groupEnd(showtimes));

/**
 * What PAST_SHOWTIMES_SCRIPT does, for a page that stays open: marks the showtimes past at `now` (a booking link
 * whose <time datetime> is before it, with its list item), then each group over, and each control of one.
 */
export function markPastShowtimes(root: ParentNode, now: number): void {
  const mark = (element: Element) => {
    element.setAttribute(PAST_ATTRIBUTE, "");
    const parent = element.parentElement;
    if (parent?.tagName === "LI") parent.setAttribute(PAST_ATTRIBUTE, "");
  };
  for (const time of root.querySelectorAll(`a[data-perf-code] > time`)) {
    if (Date.parse(time.getAttribute("datetime") ?? "") < now) mark(time.parentElement!);
  }
  for (const group of root.querySelectorAll(`[${SHOWTIME_GROUP_ATTRIBUTE}]`)) {
    if (Date.parse(group.getAttribute(SHOWTIME_GROUP_ATTRIBUTE) ?? "") < now) mark(group);
  }
}

/**
 * The inline script gatsby-ssr writes into every page's <head> (its hash is in the Content-Security-Policy,
 * src/server/security/script-hashes.ts). A browser may paint a long page before it has parsed all of it (the
 * listing's HTML is over 200 KB): so the marks are made before each frame while the page is parsed (an
 * animation frame callback runs before the frame's layout and paint), and once more before the first frame
 * after the parse; each element is judged by its own attributes, so none is drawn and then hidden. At once if
 * the page is parsed already (a script run late). No frame in a hidden tab: the marks come before the first
 * frame drawn.
 *
 * On the listing it also shows the day the listing's islands will choose (`chooseDay`: the address's day,
 * `?jour=` or a day chip's `#jour-…`, when it has showtimes to come, else the first that has) and hides the
 * others, as `showDay` does: the first frames lay out one day, not the whole pre-rendered week (2,900 elements),
 * and hydration changes nothing of it. It does so again once the parse is over (`DOMContentLoaded`): a browser lays
 * the page out then, before its first frame (Chromium, parsing a page that came in one go, does it in that task).
 * While a requested day is not parsed yet no day is shown. A day chip followed before the islands run shows its day
 * (`hashchange`). Without JavaScript every day stays shown.
 */
export const PAST_SHOWTIMES_SCRIPT =
  "(function(){" +
  `var d=document,P="${PAST_ATTRIBUTE}",G="${SHOWTIME_GROUP_ATTRIBUTE}",C="${DAY_CHOICE_ATTRIBUTE}";` +
  'function past(e){e.setAttribute(P,"");e=e.parentNode;if(e.tagName=="LI")e.setAttribute(P,"")}' +
  'function mark(){var now=Date.now(),done=d.readyState!="loading";' +
  "function each(s,a,f){[].forEach.call(d.querySelectorAll(s),function(e){if(Date.parse(e.getAttribute(a))<now)f(e)})}" +
  'each("a[data-perf-code]:not(["+P+"])>time","datetime",function(t){past(t.parentNode)});' +
  'each("["+G+"]:not(["+P+"])",G,past);choose(done);return done}' +
  `function choose(done){var l=location,q=(/[?&]${DAY_QUERY}=([^&]*)/.exec(l.search)||/^#${dayId("")}(.*)$/.exec(l.hash)||[])[1],s=d.querySelectorAll("section["+C+"]"),f,c;` +
  '[].forEach.call(s,function(e){if(!e.hasAttribute(P)){f=f||e;if(e.getAttribute("data-day")==q)c=e}});' +
  "if(!c&&(!q||done))c=f;[].forEach.call(s,function(e){e.hidden=e!=c})}" +
  'addEventListener("hashchange",function(){choose(1)});' +
  "function frame(){if(!mark())requestAnimationFrame(frame)}" +
  'if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",mark);if(window.requestAnimationFrame)requestAnimationFrame(frame)}else mark()' +
  "})();";
