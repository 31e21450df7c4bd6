/**
 * The programme's DOM contract (docs/architecture.md, "Islands"): the attributes the build writes
 * on the pre-rendered programme and what is done with them, by the head script before the first paint
 * (head-script.ts) and by the page's code once it runs. A day of the listing is shown alone, what has begun is hidden
 * (the global style hides `data-past`), a day's showtimes are filtered and counted.
 */

import { DAY_CHOICE_ATTRIBUTE, PAST_ATTRIBUTE, SHOWTIME_GROUP_ATTRIBUTE } from "./programme-attributes";

const isPast = (element: Element, attribute: string, now: number) => Date.parse(element.getAttribute(attribute) ?? "") < now;

/**
 * Marks the showtimes past at `now` (a booking link whose <time datetime> is before it, with its list item), then
 * each group over, and each control of one. Each element is judged by its own attribute, not by what it contains:
 * run while the page is parsed, nothing is drawn and then hidden.
 */
export function markPastShowtimes(root: ParentNode, now: number): void {
  const mark = (element: Element) => {
    element.setAttribute(PAST_ATTRIBUTE, "");
    const parent = element.parentElement;
    if (parent?.tagName === "LI") parent.setAttribute(PAST_ATTRIBUTE, "");
  };
  for (const time of root.querySelectorAll(`a[data-perf-code]:not([${PAST_ATTRIBUTE}]) > time`)) {
    if (isPast(time, "datetime", now)) mark(time.parentElement!);
  }
  for (const group of root.querySelectorAll(`[${SHOWTIME_GROUP_ATTRIBUTE}]:not([${PAST_ATTRIBUTE}])`)) {
    if (isPast(group, SHOWTIME_GROUP_ATTRIBUTE, now)) mark(group);
  }
}

/** A day of the programme as the day choice sees it: its date and the start of its last showtime. */
export interface ChoosableDay {
  date: string;
  end: string;
}

/** The day to show: the one asked for while it has a showtime to come, else the first day that has one. */
export function chooseDay<D extends ChoosableDay>(days: readonly D[], requested: string | null, now: number): D | undefined {
  const open = days.filter((day) => Date.parse(day.end) >= now);
  return open.find((day) => day.date === requested) ?? open[0];
}

/** The programme's days, in order (`data-day-full` when the build gave its films in full, else its times). */
export const daySections = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>("section[data-day]")];

/** The days of a programme that shows one at a time (the listing's), as the day choice sees them. */
export const choosableDays = (root: ParentNode): ChoosableDay[] =>
  [...root.querySelectorAll<HTMLElement>(`section[${DAY_CHOICE_ATTRIBUTE}]`)].map((section) => ({
    date: section.dataset.day ?? "",
    end: section.getAttribute(SHOWTIME_GROUP_ATTRIBUTE) ?? "",
  }));

/** Shows the chosen day of a programme that shows one at a time, hides the others (all of them while none is). */
export function showDay(root: ParentNode, date: string | undefined): void {
  for (const section of root.querySelectorAll<HTMLElement>(`section[${DAY_CHOICE_ATTRIBUTE}]`)) {
    const hidden = section.dataset.day !== date;
    if (section.hidden !== hidden) section.hidden = hidden;
  }
}

/**
 * What a day's count line says (« 3 films, 6 séances »), as data the head script carries too: a template for each
 * pair of plural categories (`"one other"`: one film, several showtimes) with `{films}` and `{showtimes}` slots, the
 * counts whose category is "one" (French: 0 and 1), and what is said when the filters leave no showtime.
 */
export interface CountWords {
  templates: Readonly<Record<string, string>>;
  one: readonly number[];
  none: string;
}

/** A day's count line. */
export function countText(words: CountWords, films: number, showtimes: number): string {
  if (showtimes === 0) return words.none;
  const category = (count: number) => (words.one.includes(count) ? "one" : "other");
  const template = words.templates[`${category(films)} ${category(showtimes)}`] ?? "";
  return template.replace("{films}", String(films)).replace("{showtimes}", String(showtimes));
}

const setCount = (section: HTMLElement, text: string) => {
  const line = section.querySelector("[data-day-count]");
  if (line && line.textContent !== text) line.textContent = text;
};

/**
 * What the page shows of a day the build gave in full, counted from its HTML: its showtimes neither begun nor
 * filtered out. A day given as times keeps the build's count.
 */
export function countShownShowtimes(section: HTMLElement, words: CountWords): void {
  if (!section.hasAttribute("data-day-full")) return;
  let films = 0;
  let showtimes = 0;
  for (const film of section.querySelectorAll("li[data-film]")) {
    const shown = film.querySelectorAll(`li[data-perf-code]:not([${PAST_ATTRIBUTE}]):not([hidden])`).length;
    films += shown > 0 ? 1 : 0;
    showtimes += shown;
  }
  setCount(section, countText(words, films, showtimes));
}

/** A day's films as the page's data has them, and which of their showtimes the filters keep. */
export interface FilteredDay<F extends { id: string }, S extends { perfCode: string; start: string }> {
  films: readonly { film: F; showtimes: readonly S[] }[];
  keep: (showtime: S, film: F) => boolean;
}

/**
 * Hides the showtimes of a day that the filters leave out, and the films left without any, then says in the day's
 * count line (`[data-day-count]`) what is shown. Decided from the page's data; showtimes already begun at `now`
 * count for nothing (hidden already: marked past).
 */
export function filterDay<F extends { id: string }, S extends { perfCode: string; start: string }>(
  section: HTMLElement,
  { films, keep }: FilteredDay<F, S>,
  now: number,
  words: CountWords,
): void {
  let filmsShown = 0;
  let showtimesShown = 0;
  for (const { film, showtimes } of films) {
    let kept = 0;
    let shown = 0;
    for (const showtime of showtimes) {
      const keeps = keep(showtime, film);
      const item = section.querySelector<HTMLElement>(`li[data-perf-code="${showtime.perfCode}"]`);
      if (item && item.hidden !== !keeps) item.hidden = !keeps;
      kept += keeps ? 1 : 0;
      if (keeps && Date.parse(showtime.start) >= now) shown += 1;
    }
    // Hidden for the filters only: what has begun is marked past (markPastShowtimes) and hidden by the global style.
    const row = section.querySelector<HTMLElement>(`li[data-film="${film.id}"]`);
    if (row && row.hidden !== (kept === 0)) row.hidden = kept === 0;
    filmsShown += shown > 0 ? 1 : 0;
    showtimesShown += shown;
  }
  setCount(section, countText(words, filmsShown, showtimesShown));
}

/**
 * Hides the cards of the films the filters leave out in the programme's weeks after its days (`[data-bucket]`
 * sections), and a week left without one. `keep` decides from the page's data. The films of a week loaded on demand
 * are React's, filtered where they are rendered.
 */
export function filterLaterFilms(root: ParentNode, keep: (filmId: string) => boolean): void {
  for (const bucket of root.querySelectorAll<HTMLElement>("section[data-bucket]")) {
    let shown = 0;
    for (const card of bucket.querySelectorAll<HTMLElement>(":scope > ul > li[data-film]")) {
      card.hidden = !keep(card.dataset.film ?? "");
      if (!card.hidden) shown += 1;
    }
    bucket.hidden = shown === 0 && !bucket.querySelector("[data-on-demand-bucket]");
  }
}
