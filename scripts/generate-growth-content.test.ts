import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Film } from "../src/domain/film";
import { loadContent } from "../src/content/load-content";
import { zonedDate } from "../src/lib/play-week";
import { generateGrowthContent, GROWTH_SHAPES, growthShapeOf, type GrowthShape } from "./generate-growth-content";

const PARIS = "Europe/Paris";
// Wednesday 25 November 2026, 08:00 in Paris: the first day of a play week.
const build = new Date("2026-11-25T07:00:00Z");
const FORTNIGHT = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10));

const scratch = mkdtempSync(path.join(tmpdir(), "growth-content-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Generates `shape` and loads it as the build does (every file checked against the schema and the theatre). */
function generated(shape: GrowthShape) {
  const dir = path.join(scratch, `${shape.name}-${shape.films}`);
  const result = generateGrowthContent(dir, shape);
  return { result, ...loadContent(dir, build) };
}

/** Showtimes by day of this play week and the next. */
function showtimesPerDay(films: readonly Film[]): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const { start } of films.flatMap((film) => film.showtimes)) {
    const date = zonedDate(start, PARIS);
    if (FORTNIGHT.includes(date)) perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  return perDay;
}

const inFortnight = (film: Film) => film.showtimes.filter(({ start }) => FORTNIGHT.includes(zonedDate(start, PARIS)));
const releasedAfterFortnight = (film: Film) => film.releaseDate !== null && film.releaseDate > FORTNIGHT.at(-1)!;
const archived = (film: Film) => film.releaseDate !== null && film.releaseDate < "2026-01-01" && film.showtimes.length === 0;

describe("generateGrowthContent, multiplex shape", () => {
  const { result, films, theater } = generated(GROWTH_SHAPES.multiplex);

  it("writes 200 films the build accepts: on screen, coming, undated and an archive", () => {
    expect(films).toHaveLength(200);
    expect(result.films).toBe(200);
    expect(films.filter((film) => inFortnight(film).length > 1)).toHaveLength(44);
    expect(films.filter(releasedAfterFortnight)).toHaveLength(50);
    expect(films.filter((film) => film.releaseDate === null)).toHaveLength(15);
    expect(films.filter(archived)).toHaveLength(91);
  });

  it("has about 120 showtimes every day of this play week and the next, at most four a film, on 20 screens", () => {
    const perDay = showtimesPerDay(films);
    expect([...perDay.keys()].sort()).toEqual(FORTNIGHT);
    for (const count of perDay.values()) {
      expect(count).toBeGreaterThanOrEqual(115);
      expect(count).toBeLessThanOrEqual(125);
    }
    for (const film of films) for (const count of showtimesPerDay([film]).values()) expect(count).toBeLessThanOrEqual(4);
    expect(theater.screens).toHaveLength(20);
    expect(new Set(films.flatMap((film) => film.showtimes.map((s) => s.screen))).size).toBe(20);
    const total = films.reduce((sum, film) => sum + film.showtimes.length, 0);
    expect(result.showtimes).toBe(total);
    expect(new Set(films.flatMap((film) => film.showtimes.map((s) => s.perfCode))).size).toBe(total);
  });

  it("has films leaving after this week, arriving next week, and avant-premières", () => {
    const thisWeek = FORTNIGHT.slice(0, 7);
    const nextWeek = FORTNIGHT.slice(7);
    const days = (film: Film) => new Set(inFortnight(film).map(({ start }) => zonedDate(start, PARIS)));
    const leaving = (film: Film) => days(film).size === 7 && thisWeek.every((day) => days(film).has(day));
    const arriving = (film: Film) => film.releaseDate === nextWeek[0] && nextWeek.every((day) => days(film).has(day));
    expect(films.filter(leaving)).toHaveLength(4);
    expect(films.filter(arriving)).toHaveLength(4);
    const previews = films.filter((film) => film.showtimes.some(({ start }) => zonedDate(start, PARIS) < film.releaseDate!));
    expect(previews.length).toBeGreaterThanOrEqual(5);
  });
});

describe("generateGrowthContent, large shape", () => {
  it("keeps its shape: 50 films on screen twice a day over the fortnight, 250 coming, 40 undated, the rest an archive", () => {
    const { result, films, theater } = generated({ ...GROWTH_SHAPES.large, films: 400 });
    expect(films).toHaveLength(400);
    expect(films.filter((film) => inFortnight(film).length === 28)).toHaveLength(50);
    expect(films.filter((film) => film.releaseDate === null)).toHaveLength(40);
    expect(films.filter(archived)).toHaveLength(60);
    expect(theater.screens).toHaveLength(3);
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
