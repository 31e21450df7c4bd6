import type { LaterFilm, LaterWeek } from "./programme-film";

/** A later week whose films the listing carries, as its week file would give them. */
export interface InlineLaterWeek {
  key: string;
  inline: LaterFilm[];
}

/** A later week as the listing carries it: its films, or only their number when they load on demand. */
export type ListingLaterWeek = LaterWeek | InlineLaterWeek;

export const isInline = (week: ListingLaterWeek): week is InlineLaterWeek => "inline" in week;

/** The films the listing carries after next week, in the order it shows them. */
export const inlineLaterFilms = (weeks: readonly ListingLaterWeek[]): LaterFilm[] =>
  weeks.flatMap((week) => (isInline(week) ? week.inline : []));
