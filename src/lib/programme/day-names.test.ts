import { describe, expect, it } from "vitest";
import { zonedDate } from "../play-week";
import { dateInZone, dayNameText, dayRelation, nextDate, zoneOffsets, type DayWords } from "./day-names";

const PARIS = "Europe/Paris";
const WORDS: DayWords = {
  today: "Aujourd’hui",
  tomorrow: "Demain",
  todayLong: "Aujourd’hui, {date}",
  tomorrowLong: "Demain, {date}",
};

describe("a day's relation to the visitor's date", () => {
  it.each([
    ["2026-12-06", "today"],
    ["2026-12-07", "tomorrow"],
    ["2026-12-08", "later"],
    ["2026-12-05", "later"],
  ] as const)("%s, seen on 6 December, is %s", (date, relation) => {
    expect(dayRelation(date, "2026-12-06")).toBe(relation);
  });

  it("crosses month and year ends and the October change", () => {
    expect(nextDate("2026-11-30")).toBe("2026-12-01");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
    expect(nextDate("2026-10-25")).toBe("2026-10-26");
  });
});

describe("a day's name", () => {
  it.each([
    ["short", "today", "Aujourd’hui"],
    ["short", "tomorrow", "Demain"],
    ["short", "later", "lun. 7 déc."],
    ["long", "today", "Aujourd’hui, lun. 7 déc."],
    ["long", "tomorrow", "Demain, lun. 7 déc."],
    ["long", "later", "lun. 7 déc."],
    ["home", "today", "Aujourd’hui"],
    ["home", "tomorrow", "Demain, lun. 7 déc."],
    ["home", "later", "lun. 7 déc."],
  ] as const)("in the %s form, %s: « %s »", (form, relation, text) => {
    expect(dayNameText(form, relation, "lun. 7 déc.", WORDS)).toBe(text);
  });
});

describe("the visitor's date in the cinema's zone, as the head script reads it", () => {
  // From the build on Saturday 24 October 2026 (the change to winter time is on the 25th at 01:00 UTC).
  const build = new Date("2026-10-24T20:00:00Z");
  const offsets = zoneOffsets(PARIS, build);

  it("knows the zone's changes of offset in the four months after the build", () => {
    expect(offsets).toEqual([
      [0, 120],
      [Date.parse("2026-10-25T01:00:00Z"), 60],
    ]);
    expect(zoneOffsets(PARIS, new Date("2027-03-01T12:00:00Z"))).toEqual([
      [0, 60],
      [Date.parse("2027-03-28T01:00:00Z"), 120],
    ]);
  });

  it("agrees with the zone's calendar at every half hour for four months, midnights and changes of offset included", () => {
    const wrong: string[] = [];
    for (let t = build.getTime(); t < build.getTime() + 120 * 86_400_000; t += 1_800_000) {
      if (dateInZone(t, offsets) !== zonedDate(new Date(t), PARIS)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("just before and after midnight in Paris (23:59 is still the day before in UTC+1)", () => {
    expect(dateInZone(Date.parse("2026-12-06T22:59:00Z"), offsets)).toBe("2026-12-06");
    expect(dateInZone(Date.parse("2026-12-06T23:00:00Z"), offsets)).toBe("2026-12-07");
  });
});
