import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { frenchTypography } from "../../src/lib/french-typography";
import { isOnProgramme } from "../../src/lib/programme/programme-film";
import { playWeekIndex, resolveRelativeMoment, zonedDate, zonedDateTimeToIso } from "../../src/lib/play-week";

const PARIS = "Europe/Paris";

type Moment = string | { playWeek: number; day: number; time?: string };

interface ContentFilm {
  id: string;
  slug: string;
  title: string;
  originalLanguage: string;
  releaseDate: Moment | null;
  showtimes: { perfCode: string; start: Moment; version: string; projection?: string; accessibility?: string[] }[];
}

const contentFilms: ContentFilm[] = readdirSync("content/films")
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(path.join("content/films", file), "utf8")) as ContentFilm)
  // Titles as the site shows them: French typography applied at content load.
  .map((film) => ({ ...film, title: frenchTypography(film.title) }));

/** The build's "now", as the listing's page data carries it. */
export async function buildTimeOf(request: APIRequestContext): Promise<Date> {
  const pageData = (await (await request.get("/page-data/films/page-data.json")).json()) as {
    result: { pageContext: { buildTime: string } };
  };
  return new Date(pageData.result.pageContext.buildTime);
}

/** The keys of the listing's weeks after next, as its page data carries them (a week's file is /programme/{key}.json). */
export async function laterWeeksOf(request: APIRequestContext): Promise<{ key: string }[]> {
  const pageData = (await (await request.get("/page-data/films/page-data.json")).json()) as {
    result: { pageContext: { laterWeeks: { key: string }[] } };
  };
  return pageData.result.pageContext.laterWeeks;
}

/** The demo programme resolved against a build time, as the build does it. */
export function programmeAt(buildTime: Date) {
  const resolve = (moment: Moment) =>
    typeof moment === "string" ? zonedDateTimeToIso(moment, PARIS) : resolveRelativeMoment(moment, buildTime, PARIS);
  return contentFilms.map((film) => ({
    ...film,
    path: `/films/${film.id}-${film.slug}/`,
    releaseDate: film.releaseDate === null ? null : resolve(film.releaseDate),
    showtimes: film.showtimes
      .map((showtime) => ({
        ...showtime,
        start: resolve(showtime.start),
        projection: showtime.projection ?? "2D",
        accessibility: showtime.accessibility ?? [],
        vost: showtime.version === "Localization.Version.Original" && film.originalLanguage !== "fr",
      }))
      .filter((showtime) => Date.parse(showtime.start) >= buildTime.getTime())
      // The listing carries this play week and the next.
      .filter((showtime) => playWeekIndex(showtime.start, buildTime, PARIS) < 2),
  }));
}

export type ProgrammeFilm = ReturnType<typeof programmeAt>[number];

/** The days with showtimes from the build time on, in order. */
export const programmeDates = (films: ProgrammeFilm[]) =>
  [...new Set(films.flatMap((film) => film.showtimes.map((s) => zonedDate(s.start, PARIS))))].sort();

/** The paths of the films on the programme at a build time (the others have left the screens). */
export function pathsOnProgramme(buildTime: Date): string[] {
  const resolve = (moment: Moment) =>
    typeof moment === "string" ? zonedDateTimeToIso(moment, PARIS) : resolveRelativeMoment(moment, buildTime, PARIS);
  return contentFilms
    .filter((film) =>
      isOnProgramme(
        {
          releaseDate: film.releaseDate === null ? null : resolve(film.releaseDate),
          showtimes: film.showtimes.map((s) => ({ start: resolve(s.start) })),
        },
        buildTime,
        PARIS,
      ),
    )
    .map((film) => `/films/${film.id}-${film.slug}/`);
}
