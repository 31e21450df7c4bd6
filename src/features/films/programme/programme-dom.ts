import { PAST_ATTRIBUTE } from "../../../lib/past-showtimes";
import type { ProgrammeFilters } from "./filters";
import { facetsFromElement, matchesFacets } from "./showtime-facets";

/**
 * The listing's day choice and filters act on the pre-rendered programme itself (docs/architecture.md, "Islands"):
 * the build renders every day, each film's showtimes with their facets (showtime-facets.ts); these functions show
 * one day and hide what the filters leave out, with attributes, without React or the programme's data.
 */

export { dayId } from "../../../lib/programme/day-choice";

/** The programme's days, in order: `section[data-day]`, `data-day-full` when its films are shown in full. */
export const daySections = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>("section[data-day]")];

/** Shows the chosen day, hides the others. */
export function showDay(root: ParentNode, date: string): void {
  for (const section of daySections(root)) section.hidden = section.dataset.day !== date;
}

/** What a day's count line says: the films and showtimes shown, or that the filters leave none. */
export interface CountWords {
  count: (films: number, showtimes: number) => string;
  none: string;
}

/**
 * Hides the showtimes of a day that the filters leave out, and the films left without any, then says what is
 * shown in the day's count line (`[data-day-count]`). Showtimes already past (the past-showtimes script's mark) count for
 * nothing: the page hides them already.
 */
export function filterDay(section: HTMLElement, filters: ProgrammeFilters, words: CountWords): void {
  let films = 0;
  let showtimes = 0;
  for (const film of section.querySelectorAll<HTMLElement>("li[data-film]")) {
    let shown = 0;
    for (const showtime of film.querySelectorAll<HTMLElement>("li[data-showtime]")) {
      const kept = matchesFacets(facetsFromElement(showtime), filters);
      showtime.hidden = !kept;
      if (kept && !showtime.hasAttribute(PAST_ATTRIBUTE)) shown += 1;
    }
    film.hidden = shown === 0;
    if (shown > 0) {
      films += 1;
      showtimes += shown;
    }
  }
  const count = section.querySelector("[data-day-count]");
  if (count) count.textContent = showtimes > 0 ? words.count(films, showtimes) : words.none;
}
