import { describe, it, expect } from "vitest";
import {
  PLAY_WEEK_BUCKETS,
  groupShowtimesByDay,
  playWeekIndex,
  playWeekStart,
  resolveRelativeMoment,
  toPlayWeekBucket,
  upcomingShowtimes,
  zonedDate,
  formatZonedIso,
  zonedDateTimeToIso,
} from "./play-week";

const PARIS = "Europe/Paris";
// 2026: summer time starts Sunday 29 March, ends Sunday 25 October (both in a Wednesday-to-Tuesday week).
const at = (iso: string): Date => new Date(iso);

describe("zonedDateTimeToIso", () => {
  it.each([
    ["2026-11-25T20:30", PARIS, "2026-11-25T20:30:00+01:00"],
    ["2026-07-01T11:00", PARIS, "2026-07-01T11:00:00+02:00"],
    ["2026-03-28T22:00", PARIS, "2026-03-28T22:00:00+01:00"],
    ["2026-03-29T01:59", PARIS, "2026-03-29T01:59:00+01:00"],
    ["2026-03-29T03:00", PARIS, "2026-03-29T03:00:00+02:00"],
    ["2026-03-29T20:30", PARIS, "2026-03-29T20:30:00+02:00"],
    // 02:30 does not exist on 29 March: it moves forward by the jump.
    ["2026-03-29T02:30", PARIS, "2026-03-29T03:30:00+02:00"],
    // 02:30 happens twice on 25 October: the first one (summer time) is taken.
    ["2026-10-25T02:30", PARIS, "2026-10-25T02:30:00+02:00"],
    ["2026-10-25T03:00", PARIS, "2026-10-25T03:00:00+01:00"],
    ["2026-10-24T23:59", PARIS, "2026-10-24T23:59:00+02:00"],
    ["2026-10-25T20:30", PARIS, "2026-10-25T20:30:00+01:00"],
    ["2026-01-10T00:00", "UTC", "2026-01-10T00:00:00+00:00"],
    ["2026-01-10T09:15", "America/New_York", "2026-01-10T09:15:00-05:00"],
    ["2026-01-10T09:15", "Asia/Kolkata", "2026-01-10T09:15:00+05:30"],
  ])("%s in %s is %s", (local, timeZone, expected) => {
    expect(zonedDateTimeToIso(local, timeZone)).toBe(expected);
    expect(new Date(expected).getTime()).not.toBeNaN();
  });

  it.each(["2026-02-30T10:00", "2026-11-25T24:00", "2026-11-25T20:60", "2026-11-25 20:30", "20:30"])("rejects %s", (local) => {
    expect(() => zonedDateTimeToIso(local, PARIS)).toThrow(RangeError);
  });
});

describe("zonedDate", () => {
  it.each([
    ["2026-03-24T23:30:00Z", PARIS, "2026-03-25"],
    ["2026-03-24T22:59:59Z", PARIS, "2026-03-24"],
    ["2026-10-24T22:00:00Z", PARIS, "2026-10-25"],
    ["2026-10-24T21:59:59Z", PARIS, "2026-10-24"],
    ["2026-03-25T03:00:00Z", "America/Los_Angeles", "2026-03-24"],
  ])("%s in %s is %s", (instant, timeZone, expected) => {
    expect(zonedDate(at(instant), timeZone)).toBe(expected);
  });
});

describe("formatZonedIso", () => {
  /** Intl's own word for the offset, as an oracle: "GMT+01:00", "GMT+13:45", "GMT" for UTC. */
  const intlOffset = (instant: number, timeZone: string) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")!.value;
    return name === "GMT" ? "+00:00" : name.slice(3);
  };

  it.each([
    ["Europe/Paris", "2026-03-29T00:00:00Z"],
    ["Europe/Paris", "2026-10-25T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-04-04T14:00:00Z"],
    ["Pacific/Chatham", "2026-04-04T13:00:00Z"],
    ["America/St_Johns", "2026-11-01T02:00:00Z"],
  ])("gives %s's offset minute by minute around its change of %s", (timeZone, around) => {
    const middle = Date.parse(around);
    for (let instant = middle - 3 * 3_600_000; instant <= middle + 3 * 3_600_000; instant += 60_000 + 7) {
      expect(formatZonedIso(new Date(instant), timeZone).slice(19), new Date(instant).toISOString()).toBe(
        intlOffset(instant, timeZone),
      );
    }
  });
});

describe("playWeekStart", () => {
  it.each([
    // Wednesday 00:30 in Paris is still Tuesday in UTC.
    ["2026-03-24T23:30:00Z", "2026-03-25"],
    ["2026-03-24T22:59:00Z", "2026-03-18"],
    ["2026-03-25T10:00:00Z", "2026-03-25"],
    // Around the March change: Saturday, Sunday night, Tuesday night before the next week.
    ["2026-03-28T23:30:00Z", "2026-03-25"],
    ["2026-03-29T21:59:00Z", "2026-03-25"],
    ["2026-03-31T21:59:00Z", "2026-03-25"],
    ["2026-03-31T22:00:00Z", "2026-04-01"],
    // Around the October change: Tuesday 23:59 (+01:00) then Wednesday 00:00.
    ["2026-10-25T00:30:00Z", "2026-10-21"],
    ["2026-10-25T01:30:00Z", "2026-10-21"],
    ["2026-10-27T22:59:00Z", "2026-10-21"],
    ["2026-10-27T23:00:00Z", "2026-10-28"],
    ["2027-01-01T12:00:00Z", "2026-12-30"],
  ])("%s starts the week of %s", (instant, expected) => {
    expect(playWeekStart(at(instant), PARIS)).toBe(expected);
  });

  it("uses the given time zone", () => {
    expect(playWeekStart(at("2026-03-25T03:00:00Z"), "America/Los_Angeles")).toBe("2026-03-18");
    expect(playWeekStart(at("2026-03-25T03:00:00Z"), "UTC")).toBe("2026-03-25");
  });
});

describe("playWeekIndex", () => {
  const now = at("2026-03-26T09:00:00Z"); // Thursday 26 March, 10:00 in Paris
  it.each<[Date | string, number]>([
    ["2026-03-25T00:00:00+01:00", 0],
    ["2026-03-24T23:59:00+01:00", -1],
    ["2026-03-31T23:59:00+02:00", 0],
    ["2026-04-01T00:00:00+02:00", 1],
    [at("2026-03-31T22:00:00Z"), 1],
    ["2026-04-15T20:30:00+02:00", 3],
    ["2026-04-22T11:00:00+02:00", 4],
    ["2026-03-10T20:30:00+01:00", -3],
    // Date-only strings are local dates, not UTC midnight.
    ["2026-03-25", 0],
    ["2026-03-24", -1],
    ["2026-04-01", 1],
    ["2026-11-25", 35],
  ])("%s is week %i", (moment, expected) => {
    expect(playWeekIndex(moment, now, PARIS)).toBe(expected);
  });

  it("counts whole weeks across the October change", () => {
    const october = at("2026-10-20T12:00:00Z");
    expect(playWeekIndex("2026-10-28T00:00:00+01:00", october, PARIS)).toBe(2);
    expect(playWeekIndex("2026-10-27T23:59:00+01:00", october, PARIS)).toBe(1);
  });

  it("rejects an invalid instant", () => {
    expect(() => playWeekIndex("not a date", at("2026-03-26T09:00:00Z"), PARIS)).toThrow(RangeError);
  });
});

describe("resolveRelativeMoment", () => {
  const build = at("2026-03-27T08:00:00Z"); // Friday of the week starting Wednesday 25 March
  it.each<[{ playWeek: number; day: number; time?: string }, string]>([
    [{ playWeek: 0, day: 0, time: "11:00" }, "2026-03-25T11:00:00+01:00"],
    [{ playWeek: 0, day: 3, time: "22:00" }, "2026-03-28T22:00:00+01:00"],
    [{ playWeek: 0, day: 4, time: "13:45" }, "2026-03-29T13:45:00+02:00"],
    [{ playWeek: 0, day: 6, time: "20:30" }, "2026-03-31T20:30:00+02:00"],
    [{ playWeek: 1, day: 0, time: "16:00" }, "2026-04-01T16:00:00+02:00"],
    [{ playWeek: -1, day: 6, time: "18:15" }, "2026-03-24T18:15:00+01:00"],
    [{ playWeek: 30, day: 4, time: "20:30" }, "2026-10-25T20:30:00+01:00"],
    [{ playWeek: 0, day: 0 }, "2026-03-25"],
    [{ playWeek: 2, day: 0 }, "2026-04-08"],
    [{ playWeek: -4, day: 0 }, "2026-02-25"],
  ])("%j is %s", (moment, expected) => {
    expect(resolveRelativeMoment(moment, build, PARIS)).toBe(expected);
  });

  it("takes the play week of the build in the theatre's zone", () => {
    // Wednesday 00:30 in Paris, still Tuesday in UTC: the new week has started.
    expect(resolveRelativeMoment({ playWeek: 0, day: 0 }, at("2026-10-27T23:30:00Z"), PARIS)).toBe("2026-10-28");
  });
});

describe("upcomingShowtimes", () => {
  const showtimes = [
    { id: "c", start: "2026-03-28T20:30:00+01:00" },
    { id: "a", start: "2026-03-26T11:00:00+01:00" },
    { id: "b", start: "2026-03-26T18:15:00+01:00" },
    { id: "d", start: "2026-03-29T13:45:00+02:00" },
  ];
  it.each([
    ["2026-03-26T09:00:00Z", ["a", "b", "c", "d"]],
    ["2026-03-26T10:00:00Z", ["a", "b", "c", "d"]], // starts exactly now: still listed
    ["2026-03-26T10:00:01Z", ["b", "c", "d"]],
    ["2026-03-28T19:29:00Z", ["c", "d"]],
    ["2026-03-29T11:45:00Z", ["d"]],
    ["2026-03-29T11:46:00Z", []],
  ])("at %s lists %j", (now, expected) => {
    expect(upcomingShowtimes(showtimes, at(now)).map((showtime) => showtime.id)).toEqual(expected);
  });
});

describe("toPlayWeekBucket", () => {
  const now = at("2026-03-26T09:00:00Z"); // Thursday, week of Wednesday 25 March
  const show = (start: string) => ({ start });
  it.each<[string, { showtimes: { start: string }[]; releaseDate: string | null }, string]>([
    [
      "a showtime later this week",
      { showtimes: [show("2026-03-31T20:30:00+02:00")], releaseDate: "2026-03-11" },
      "CURRENT_PLAYWEEK",
    ],
    [
      "past showtimes ignored",
      { showtimes: [show("2026-03-25T20:30:00+01:00"), show("2026-04-01T11:00:00+02:00")], releaseDate: "2026-03-25" },
      "NEXT_PLAYWEEK_1",
    ],
    ["next showtime in week 2", { showtimes: [show("2026-04-09T20:30:00+02:00")], releaseDate: null }, "NEXT_PLAYWEEK_2"],
    [
      "preview in week 3 before a week-4 release",
      { showtimes: [show("2026-04-18T20:30:00+02:00")], releaseDate: "2026-04-22" },
      "NEXT_PLAYWEEK_3",
    ],
    [
      "next showtime in week 6",
      { showtimes: [show("2026-05-06T14:00:00+02:00")], releaseDate: "2026-05-06" },
      "BEYOND_NEXT_PLAYWEEK_3",
    ],
    ["release next week, no showtime", { showtimes: [], releaseDate: "2026-04-01" }, "NEXT_PLAYWEEK_1"],
    ["release in week 3, no showtime", { showtimes: [], releaseDate: "2026-04-15" }, "NEXT_PLAYWEEK_3"],
    ["release in week 8, no showtime", { showtimes: [], releaseDate: "2026-05-20" }, "BEYOND_NEXT_PLAYWEEK_3"],
    [
      "release this week, no showtime left",
      { showtimes: [show("2026-03-25T20:30:00+01:00")], releaseDate: "2026-03-25" },
      "NEXT_PLAYWEEK_UNDETERMINED",
    ],
    ["past release, no showtime", { showtimes: [], releaseDate: "2025-12-03" }, "NEXT_PLAYWEEK_UNDETERMINED"],
    ["no date, no showtime", { showtimes: [], releaseDate: null }, "NEXT_PLAYWEEK_UNDETERMINED"],
  ])("%s", (_label, film, expected) => {
    expect(toPlayWeekBucket(film, now, PARIS)).toBe(expected);
    expect(PLAY_WEEK_BUCKETS).toContain(expected);
  });

  it("follows the theatre's local week at the October change", () => {
    const lateTuesday = at("2026-10-27T22:30:00Z"); // Tuesday 23:30 in Paris
    const film = { showtimes: [show("2026-10-28T11:00:00+01:00")], releaseDate: null };
    expect(toPlayWeekBucket(film, lateTuesday, PARIS)).toBe("NEXT_PLAYWEEK_1");
    expect(toPlayWeekBucket(film, at("2026-10-27T23:00:00Z"), PARIS)).toBe("CURRENT_PLAYWEEK");
  });
});

describe("groupShowtimesByDay", () => {
  it("groups by local day in order", () => {
    const showtimes = [
      { id: "sun-late", start: "2026-03-29T22:00:00+02:00" },
      { id: "sat-late", start: "2026-03-28T23:30:00+01:00" }, // 22:30 UTC, Saturday in Paris
      { id: "sat", start: "2026-03-28T11:00:00+01:00" },
      { id: "sun", start: "2026-03-29T11:00:00+02:00" },
      { id: "mon", start: "2026-03-30T00:15:00+02:00" }, // Sunday 22:15 UTC, Monday in Paris
    ];
    const days = groupShowtimesByDay(showtimes, PARIS).map(({ date, showtimes: day }) => [date, day.map((s) => s.id)]);
    expect(days).toEqual([
      ["2026-03-28", ["sat", "sat-late"]],
      ["2026-03-29", ["sun", "sun-late"]],
      ["2026-03-30", ["mon"]],
    ]);
  });

  it.each([
    ["UTC", ["2026-03-28", "2026-03-29"]],
    ["America/New_York", ["2026-03-28"]],
  ])("in %s", (timeZone, expected) => {
    const showtimes = [{ start: "2026-03-28T23:30:00+01:00" }, { start: "2026-03-29T03:30:00+02:00" }];
    expect(groupShowtimesByDay(showtimes, timeZone).map((day) => day.date)).toEqual(expected);
  });

  it("returns no day for no showtime", () => {
    expect(groupShowtimesByDay([], PARIS)).toEqual([]);
  });
});
