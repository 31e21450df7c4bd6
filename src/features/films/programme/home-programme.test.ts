import { describe, expect, it } from "vitest";
import type { Showtime } from "../../../domain/film";
import { HOME_STALE_DAYS, homeProgramme } from "../../../lib/programme/home-programme";
import type { ProgrammeFilm } from "../../../lib/programme/programme-film";
import { pickFeaturedFilm } from "./featured-film";
import { toProgrammeDays } from "./programme-days";

const PARIS = "Europe/Paris";
// Wednesday 25 November 2026, 08:00 in Paris: a fortnight of showtimes ahead.
const build = new Date("2026-11-25T07:00:00Z");
const HOUR_MS = 3_600_000;

const dayOf = (offset: number) => new Date(Date.UTC(2026, 10, 25 + offset)).toISOString().slice(0, 10);

let perfCode = 0;
const at = (offset: number, time: string): Showtime => ({
  perfCode: String((perfCode += 1)),
  start: `${dayOf(offset)}T${time}:00+01:00`,
  version: "Localization.Version.Original",
  projection: "2D",
  screen: "Salle 1",
  accessibility: [],
});

const film = (id: string, releaseDate: string, showtimes: Showtime[]): ProgrammeFilm => ({
  id,
  slug: `film-${id}`,
  title: `Film ${id}`,
  genres: ["Drame"],
  durationMinutes: 100,
  releaseDate,
  classification: { rating: "TP" },
  tags: [],
  poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun" },
  originalLanguage: "fr",
  showtimes,
});

const days = (from: number, to: number, ...times: string[]) =>
  Array.from({ length: to - from + 1 }, (_, i) => times.map((time) => at(from + i, time))).flat();

/** A fortnight: films on screen, one released today with a gap, an avant-première within the home's days, two after. */
const withPreviews = [
  film("on-screen", dayOf(-7), days(0, 13, "11:00", "14:00", "20:30")),
  film("new", dayOf(0), [...days(0, 1, "16:00"), ...days(3, 13, "16:00")]),
  film("preview-soon", dayOf(7), [at(2, "20:00"), ...days(7, 13, "18:00")]),
  film("preview-later", dayOf(14), [at(9, "20:00")]),
  film("preview-last", dayOf(14), [at(12, "20:00")]),
  film("last-week", dayOf(-28), days(0, 0, "22:00")),
];

/** Without an avant-première: the newest release still showing, one of them with no showtime for a week. */
const releasesOnly = [
  film("on-screen", dayOf(-7), days(0, 13, "14:00", "20:30")),
  film("newest", dayOf(0), [...days(0, 1, "16:00"), ...days(8, 13, "16:00")]),
  film("new-too", dayOf(0), days(0, 13, "18:00")),
  film("next-week", dayOf(7), days(7, 13, "18:00")),
];

/** What the home shows at `now`: the featured film and « Aujourd’hui »'s day (TodayProgramme), by ids. */
function shown(films: readonly ProgrammeFilm[], now: Date, lastDay?: string) {
  const featured = pickFeaturedFilm<Showtime, ProgrammeFilm>(films, now, PARIS);
  const [day] = toProgrammeDays<Showtime, ProgrammeFilm>(films, now, PARIS);
  const today = day && (lastDay === undefined || day.date <= lastDay) ? day : undefined;
  return {
    featured: featured && {
      kind: featured.kind,
      film: featured.film.id,
      showtime: "showtime" in featured ? featured.showtime.perfCode : null,
    },
    day: today && { date: today.date, films: today.films.map((f) => [f.film.id, f.showtimes.map((s) => s.perfCode)]) },
  };
}

/** Every hour from the build to the end of `lastDate` in Paris (UTC+1 in winter). */
const clocksUntil = (lastDate: string) => {
  const end = Date.parse(`${lastDate}T23:00:00Z`);
  return Array.from({ length: Math.ceil((end - build.getTime()) / HOUR_MS) }, (_, i) => new Date(build.getTime() + i * HOUR_MS));
};

describe.each([
  ["with avant-premières", withPreviews],
  ["with releases only", releasesOnly],
])("the home page's programme, %s", (_, fortnight) => {
  const { films, lastDay } = homeProgramme(fortnight, build, PARIS);

  it("shows what the whole fortnight would, on any visitor's clock for two days after the build", () => {
    for (const now of clocksUntil(dayOf(HOME_STALE_DAYS)))
      expect(shown(films, now, lastDay), now.toISOString()).toEqual(shown(fortnight, now));
  });

  it("features the same film until its last day is over", () => {
    for (const now of clocksUntil(lastDay))
      expect(shown(films, now, lastDay).featured, now.toISOString()).toEqual(shown(fortnight, now).featured);
  });

  it("shows no day it does not carry in full", () => {
    expect(lastDay).toBe(dayOf(HOME_STALE_DAYS + 1));
    const afterLastDay = new Date(`${lastDay}T23:30:00Z`);
    expect(shown(films, afterLastDay, lastDay).day).toBeUndefined();
  });
});
