import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filmSchema, type FilmContent } from "../src/content/film-schema";
import { generateGrowthContent, GROWTH_SHAPES, growthShapeOf } from "./generate-growth-content";

const scratch = mkdtempSync(path.join(tmpdir(), "growth-content-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generated(name: string, shape: Parameters<typeof generateGrowthContent>[1]) {
  const dir = path.join(scratch, name);
  const result = generateGrowthContent(dir, shape);
  const films = readdirSync(path.join(dir, "films")).map((file) =>
    filmSchema.parse(JSON.parse(readFileSync(path.join(dir, "films", file), "utf8"))),
  );
  return { result, films };
}

type Relative = { playWeek: number; day: number };
const isRelative = (moment: unknown): moment is Relative => typeof moment === "object" && moment !== null;

/** Showtimes by day of the carried fortnight ("week/day"). */
function showtimesPerDay(films: readonly FilmContent[]): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const showtime of films.flatMap((film) => film.showtimes)) {
    if (!isRelative(showtime.start) || showtime.start.playWeek > 1) continue;
    const key = `${showtime.start.playWeek}/${showtime.start.day}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  return perDay;
}

const releaseWeek = (film: FilmContent) => (isRelative(film.releaseDate) ? film.releaseDate.playWeek : undefined);

describe("generateGrowthContent, multiplex shape", () => {
  const { result, films } = generated("multiplex", GROWTH_SHAPES.multiplex);

  it("writes about 200 valid films: on screen, coming, undated and an archive", () => {
    expect(films).toHaveLength(200);
    expect(result.films).toBe(200);
    const onScreen = films.filter(
      (film) => film.showtimes.filter((s) => isRelative(s.start) && s.start.playWeek <= 1).length > 1,
    );
    expect(onScreen).toHaveLength(44);
    expect(films.filter((film) => (releaseWeek(film) ?? 0) >= 2)).toHaveLength(50);
    expect(films.filter((film) => film.releaseDate === null)).toHaveLength(15);
    expect(films.filter((film) => typeof film.releaseDate === "string" && film.showtimes.length === 0)).toHaveLength(91);
    expect(new Set(films.map((film) => film.id)).size).toBe(200);
  });

  it("has about 120 showtimes every day of this play week and the next, two to four a film, on 20 screens", () => {
    const perDay = showtimesPerDay(films);
    expect(perDay.size).toBe(14);
    for (const count of perDay.values()) {
      expect(count).toBeGreaterThanOrEqual(115);
      expect(count).toBeLessThanOrEqual(125);
    }
    for (const film of films) {
      for (const count of showtimesPerDay([film]).values()) expect(count).toBeLessThanOrEqual(4);
    }
    const screens = new Set(films.flatMap((film) => film.showtimes.map((s) => s.screen)));
    expect(screens.size).toBe(20);
    const total = films.reduce((sum, film) => sum + film.showtimes.length, 0);
    expect(result.showtimes).toBe(total);
    expect(new Set(films.flatMap((film) => film.showtimes.map((s) => s.perfCode))).size).toBe(total);
  });

  it("has films leaving after this week, arriving next week, and avant-premières", () => {
    const weeksOf = (film: FilmContent) => new Set(film.showtimes.map((s) => (isRelative(s.start) ? s.start.playWeek : -1)));
    expect(films.filter((film) => film.showtimes.length > 0 && [...weeksOf(film)].every((week) => week === 0))).toHaveLength(4);
    expect(films.filter((film) => releaseWeek(film) === 1 && film.showtimes.length > 7)).toHaveLength(4);
    expect(films.filter((film) => film.tags.includes("PREVIEW")).length).toBeGreaterThanOrEqual(5);
  });
});

describe("generateGrowthContent, large shape", () => {
  it("keeps its shape: 50 films on screen twice a day over the fortnight, 250 coming, 40 undated, the rest an archive", () => {
    const { result, films } = generated("large", { ...GROWTH_SHAPES.large, films: 400 });
    expect(films).toHaveLength(400);
    for (const count of showtimesPerDay(films).values()) expect(count).toBeGreaterThanOrEqual(100);
    expect(films.filter((film) => film.releaseDate === null)).toHaveLength(40);
    expect(films.filter((film) => typeof film.releaseDate === "string")).toHaveLength(60);
    expect(result.showtimes).toBe(50 * 14 * 2 + 25);
  });
});

describe("growthShapeOf", () => {
  it("reads the command line: nothing, multiplex or a number of films", () => {
    expect(growthShapeOf(undefined)).toBe(GROWTH_SHAPES.large);
    expect(growthShapeOf("multiplex")).toBe(GROWTH_SHAPES.multiplex);
    expect(growthShapeOf("900")).toEqual({ ...GROWTH_SHAPES.large, films: 900 });
    expect(() => growthShapeOf("big")).toThrow(/multiplex/);
  });
});
