/**
 * A pre-rendered page lists the showtimes still to come at build time. Served later (the daily build is
 * from about midnight, a failed one leaves yesterday's), PAST_SHOWTIMES_SCRIPT marks, before each frame the
 * browser paints while it parses the page, the showtimes already past by the visitor's clock and the groups
 * left without any (a film on a day, a day), with PAST_ATTRIBUTE; the global style hides them (global-style.ts).
 * Hydration keeps the mark (React does not compare attributes it does not render) and `useNow` then removes
 * those elements.
 */

/** Set by PAST_SHOWTIMES_SCRIPT on a past showtime (its booking link and the link's list item) and on an emptied group. */
export const PAST_ATTRIBUTE = "data-past";

/**
 * Marks a group of showtimes (a film's showtimes of a day, a day): hidden when all its showtimes are past,
 * with the controls that point at it by id (its day choice, `aria-controls`; its day chip, `href="#id"`).
 * Only on elements React removes rather than reuses once their showtimes are past (keyed by day or film).
 */
export const SHOWTIME_GROUP_ATTRIBUTE = "data-showtimes";

/**
 * What PAST_SHOWTIMES_SCRIPT does before the first paint, for a page that stays open: marks the showtimes past at `now` (a booking link whose <time datetime> is before it, with its list item),
 * then each group left without a showtime to come, with its day choice or day chip.
 */
export function markPastShowtimes(root: ParentNode, now: number): void {
  const BOOKING = "a[data-perf-code]";
  const mark = (element: Element) => {
    element.setAttribute(PAST_ATTRIBUTE, "");
    const parent = element.parentElement;
    if (parent?.tagName === "LI") parent.setAttribute(PAST_ATTRIBUTE, "");
  };
  for (const time of root.querySelectorAll(`${BOOKING} > time`)) {
    if (Date.parse(time.getAttribute("datetime") ?? "") < now) mark(time.parentElement!);
  }
  for (const group of root.querySelectorAll(`[${SHOWTIME_GROUP_ATTRIBUTE}]`)) {
    if (!group.querySelector(BOOKING) || group.querySelector(`${BOOKING}:not([${PAST_ATTRIBUTE}])`)) continue;
    mark(group);
    if (group.id)
      for (const control of document.querySelectorAll(`[aria-controls="${group.id}"],[href="#${group.id}"]`)) mark(control);
  }
}

/**
 * The inline script gatsby-ssr writes into every page's <head> (its hash is in the Content-Security-Policy,
 * src/server/security/script-hashes.ts). A browser may paint a long page before it has parsed all of it (the
 * listing's HTML is over 200 KB): so the marks are made before each frame while the page is parsed (an
 * animation frame callback runs before the frame's layout and paint), and once more before the first frame
 * after the parse. A group is marked only once the parser has left it (it or an ancestor has a next sibling,
 * or the parse is over), so that one still being parsed is never hidden and then shown. At once if the page is
 * parsed already (a script run late). No frame in a hidden tab: the marks come before the first frame drawn.
 */
export const PAST_SHOWTIMES_SCRIPT =
  "(function(){" +
  'var d=document,S="a[data-perf-code]",P="' +
  PAST_ATTRIBUTE +
  '";' +
  "function each(s,f){[].forEach.call(d.querySelectorAll(s),f)}" +
  'function past(e){e.setAttribute(P,"");e=e.parentNode;if(e.tagName=="LI")e.setAttribute(P,"")}' +
  "function left(e){for(;e;e=e.parentNode)if(e.nextSibling)return true;return false}" +
  'function mark(){var now=Date.now(),parsed=d.readyState!="loading";' +
  'each(S+":not(["+P+"])>time",function(t){if(Date.parse(t.getAttribute("datetime"))<now)past(t.parentNode)});' +
  'each("[' +
  SHOWTIME_GROUP_ATTRIBUTE +
  ']:not(["+P+"])",function(g){if((parsed||left(g))&&g.querySelector(S)&&!g.querySelector(S+":not(["+P+"])")){past(g);' +
  "if(g.id)each('[aria-controls=\"'+g.id+'\"],[href=\"#'+g.id+'\"]',past)}});return parsed}" +
  "function frame(){if(!mark())requestAnimationFrame(frame)}" +
  'if(d.readyState=="loading"&&window.requestAnimationFrame)requestAnimationFrame(frame);else mark()' +
  "})()";
