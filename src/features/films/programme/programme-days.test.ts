import { describe, expect, it } from "vitest";
import { FULL_DAYS, fullyRenderedDayCount, PRE_RENDERED_SHOWTIMES, toProgrammeDays } from "./programme-days";

const PARIS = "Europe/Paris";
// Thursday 26 November 2026, 18:00 in Paris.
const now = new Date("2026-11-26T17:00:00Z");

const film = (id: string, ...starts: string[]) => ({ id, showtimes: starts.map((start) => ({ start })) });

const shape = (days: ReturnType<typeof toProgrammeDays<{ start: string }, ReturnType<typeof film>>>) =>
  days.map(({ date, films }) => [
    date,
    films.map(({ film: f, showtimes }) => `${f.id}:${showtimes.map((s) => s.start.slice(11, 16)).join("+")}`),
  ]);

describe("toProgrammeDays", () => {
  it("lists each day from today with the films showing that day, in the films' order", () => {
    const films = [
      film("b", "2026-11-27T20:30:00+01:00", "2026-11-26T20:30:00+01:00", "2026-11-26T18:15:00+01:00"),
      film("a", "2026-11-26T21:00:00+01:00", "2026-12-01T14:00:00+01:00"),
      film("c"),
    ];
    expect(shape(toProgrammeDays(films, now, PARIS))).toEqual([
      ["2026-11-26", ["b:18:15+20:30", "a:21:00"]],
      ["2026-11-27", ["b:20:30"]],
      ["2026-12-01", ["a:14:00"]],
    ]);
  });

  it("leaves out showtimes already started and days without showtimes", () => {
    const films = [film("a", "2026-11-26T17:59:00+01:00", "2026-11-25T20:00:00+01:00"), film("b", "2026-11-28T11:00:00+01:00")];
    expect(shape(toProgrammeDays(films, now, PARIS))).toEqual([["2026-11-28", ["b:11:00"]]]);
  });

  it("keeps a showtime starting right now", () => {
    expect(shape(toProgrammeDays([film("a", "2026-11-26T18:00:00+01:00")], now, PARIS))).toEqual([["2026-11-26", ["a:18:00"]]]);
  });

  it("puts a showtime after midnight in Paris on the next day, whatever the UTC date", () => {
    // 00:15 on Friday in Paris is still Thursday in UTC.
    const days = toProgrammeDays([film("a", "2026-11-27T00:15:00+01:00")], now, PARIS);
    expect(days.map((day) => day.date)).toEqual(["2026-11-27"]);
  });
});

describe("fullyRenderedDayCount", () => {
  const day = (showtimes: number, films = 1) => ({
    films: Array.from({ length: films }, () => ({ showtimes: Array.from({ length: showtimes / films }) })),
  });

  it("renders the demo's first two days in full (about 15 showtimes a day), the next ones lighter", () => {
    expect(FULL_DAYS).toBe(2);
    expect(fullyRenderedDayCount(Array.from({ length: 14 }, () => day(15)))).toBe(2);
    expect(fullyRenderedDayCount([day(15)])).toBe(1);
  });

  it("renders a multiplex's first day in full, the next ones lighter", () => {
    expect(fullyRenderedDayCount(Array.from({ length: 14 }, () => day(100, 50)))).toBe(1);
  });

  it("always renders the first day in full, even over the budget", () => {
    expect(fullyRenderedDayCount([day(400), day(10)])).toBe(1);
  });

  it("adds the next day when today's showtimes are nearly over", () => {
    expect(fullyRenderedDayCount([day(10), day(100), day(100)])).toBe(2);
    expect(fullyRenderedDayCount([day(40), day(100), day(100)])).toBe(1);
    expect(PRE_RENDERED_SHOWTIMES).toBe(120);
  });

  it("has nothing to render for an empty programme", () => {
    expect(fullyRenderedDayCount([])).toBe(0);
  });
});
