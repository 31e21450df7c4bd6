import { describe, expect, it } from "vitest";
import type { FilmSummary } from "../../domain/film";
import {
  INLINE_BUCKET_FILMS,
  INLINE_LATER_FILMS,
  inlineWeekKeys,
  laterWeekBucket,
  listingLaterWeeks,
} from "./inline-later-weeks";
import { inlineLaterFilms } from "./listing-later-week";
import type { LaterWeek } from "./programme-film";

const PARIS = "Europe/Paris";
// Thursday 26 November 2026, 18:00 in Paris: play week of Wednesday 25 November.
const now = new Date("2026-11-26T17:00:00Z");

const IN_TWO_WEEKS = "2026-12-09";
const IN_THREE_WEEKS = "2026-12-16";
const BEYOND = ["2026-12-23", "2026-12-30", "2027-01-06", "2027-03-03"];
const UNDATED = "a-venir";

const week = (key: string, films: number): LaterWeek => ({ key, films });
const keysOf = (weeks: LaterWeek[]) => [...inlineWeekKeys(weeks, now, PARIS)].sort();

describe("laterWeekBucket", () => {
  it.each([
    [IN_TWO_WEEKS, "NEXT_PLAYWEEK_2"],
    [IN_THREE_WEEKS, "NEXT_PLAYWEEK_3"],
    ["2026-12-23", "BEYOND_NEXT_PLAYWEEK_3"],
    ["2027-03-03", "BEYOND_NEXT_PLAYWEEK_3"],
    [UNDATED, "NEXT_PLAYWEEK_UNDETERMINED"],
  ])("%s: %s", (key, bucket) => {
    expect(laterWeekBucket(key, now, PARIS)).toBe(bucket);
  });

  it("puts a week that has come closer since the build in « Dans deux semaines », not in a bucket of its own", () => {
    expect(laterWeekBucket("2026-11-25", now, PARIS)).toBe("NEXT_PLAYWEEK_2");
  });
});

describe("inlineWeekKeys", () => {
  it(`carries every later week while the later films number at most ${INLINE_LATER_FILMS}, however big a bucket`, () => {
    const weeks = [week(IN_TWO_WEEKS, 2), ...BEYOND.map((key) => week(key, 10)), week(UNDATED, INLINE_LATER_FILMS - 42)];
    expect(keysOf(weeks)).toEqual([IN_TWO_WEEKS, ...BEYOND, UNDATED].sort());
  });

  it("above that, carries the small buckets and leaves the big ones on demand", () => {
    const weeks = [week(IN_TWO_WEEKS, 2), week(IN_THREE_WEEKS, 5), ...BEYOND.map((key) => week(key, 10)), week(UNDATED, 40)];
    expect(keysOf(weeks)).toEqual([IN_TWO_WEEKS, IN_THREE_WEEKS]);
  });

  it(`one film more than ${INLINE_LATER_FILMS}: a bucket of ${INLINE_BUCKET_FILMS} films spread over weeks stays inline, one of ${INLINE_BUCKET_FILMS + 1} does not`, () => {
    const beyond = [week(BEYOND[0]!, 4), week(BEYOND[1]!, 4), week(BEYOND[2]!, INLINE_BUCKET_FILMS - 8)];
    const undated = week(UNDATED, INLINE_LATER_FILMS + 1 - INLINE_BUCKET_FILMS);
    expect(keysOf([...beyond, undated])).toEqual(BEYOND.slice(0, 3));
    const biggerBeyond = [...beyond.slice(0, 2), week(BEYOND[2]!, INLINE_BUCKET_FILMS - 7)];
    expect(keysOf([...biggerBeyond, week(UNDATED, undated.films - 1)])).toEqual([]);
  });

  it("never leaves a bucket of two films behind a button, however big the programme", () => {
    const weeks = [week(IN_THREE_WEEKS, 2), week(BEYOND[0]!, 500), week(UNDATED, 2)];
    expect(keysOf(weeks)).toEqual([IN_THREE_WEEKS, UNDATED]);
  });

  it("carries nothing when there is no later week", () => {
    expect(keysOf([])).toEqual([]);
  });
});

describe("listingLaterWeeks", () => {
  const summary = (id: string): FilmSummary => ({
    id,
    slug: `film-${id}`,
    title: `Film ${id}`,
    genres: ["Drame"],
    durationMinutes: 100,
    releaseDate: null,
    classification: { rating: "TP" },
    tags: [],
    poster: { background: "#000000", foreground: "#FFFFFF", motif: "sun" },
    showtimes: [],
  });
  const beyondFilms = Array.from({ length: INLINE_LATER_FILMS }, (_, i) => summary(`b${i}`));
  const laterFilms = new Map([
    [IN_TWO_WEEKS, [summary("1"), summary("2")]],
    [BEYOND[0]!, beyondFilms],
    [UNDATED, [summary("3")]],
  ]);
  const weeks = [...laterFilms].map(([key, films]) => week(key, films.length));
  const listed = listingLaterWeeks(weeks, laterFilms, now, PARIS);

  it("gives the inline weeks their films, as their week files would, and the others their number", () => {
    expect(listed).toEqual([
      { key: IN_TWO_WEEKS, inline: laterFilms.get(IN_TWO_WEEKS) },
      { key: BEYOND[0], films: INLINE_LATER_FILMS },
      { key: UNDATED, inline: laterFilms.get(UNDATED) },
    ]);
  });

  it("lists the inline films in the order the listing shows them", () => {
    expect(inlineLaterFilms(listed).map((film) => film.id)).toEqual(["1", "2", "3"]);
  });
});
