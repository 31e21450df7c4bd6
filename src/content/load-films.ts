import { readdirSync } from "node:fs";
import { join } from "node:path";
import { filmSchema, type FilmContent, type ShowtimeContent } from "../domain/film-schema";
import type { Film, Showtime } from "../domain/film";
import { frenchTypography, genreCase } from "../lib/french-typography";
import { resolveRelativeMoment, zonedDateTimeToIso } from "../lib/play-week";
import { attempt, reporterFor, type Report } from "./content-problems";
import { parseWith, readJson } from "./read-content-file";

/** A film resolved from its file, with what names it in a problem. */
export interface LoadedFilm {
  file: string;
  fileName: string;
  label: string;
  film: Film;
}

const filmLabel = (raw: unknown): string | undefined => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { id, title } = raw as { id?: unknown; title?: unknown };
  if (typeof id !== "string") return undefined;
  return typeof title === "string" ? `film ${id} "${title}"` : `film ${id}`;
};

const resolveShowtimeStart = (start: ShowtimeContent["start"], buildDate: Date, timeZone: string): string =>
  typeof start === "string" ? zonedDateTimeToIso(start, timeZone) : resolveRelativeMoment(start, buildDate, timeZone);

const resolveReleaseDate = (releaseDate: FilmContent["releaseDate"], buildDate: Date, timeZone: string): string | null => {
  if (releaseDate === null) return null;
  if (typeof releaseDate !== "string") return resolveRelativeMoment(releaseDate, buildDate, timeZone);
  zonedDateTimeToIso(`${releaseDate}T12:00`, timeZone); // throws on an impossible date
  return releaseDate;
};

/** The film's texts as the site shows them (docs/typography.md). */
const typesetFilm = (content: FilmContent): FilmContent => ({
  ...content,
  title: frenchTypography(content.title),
  originalTitle: frenchTypography(content.originalTitle),
  synopsis: frenchTypography(content.synopsis),
  genres: genreCase(content.genres.map(frenchTypography)),
  cast: content.cast.map(({ name, role }) => ({
    name: frenchTypography(name),
    ...(role ? { role: frenchTypography(role) } : {}),
  })),
  directors: content.directors.map(frenchTypography),
  classification: {
    ...content.classification,
    ...(content.classification.warning ? { warning: frenchTypography(content.classification.warning) } : {}),
  },
});

const resolveFilm = (raw: FilmContent, buildDate: Date, timeZone: string, report: Report): Film => {
  const content = typesetFilm(raw);
  const showtimes = content.showtimes.map((showtime, index): Showtime => {
    const start = attempt(() => resolveShowtimeStart(showtime.start, buildDate, timeZone), report, `showtimes[${index}].start`);
    return { ...showtime, start: start ?? "" };
  });
  const releaseDate = attempt(() => resolveReleaseDate(content.releaseDate, buildDate, timeZone), report, "releaseDate");
  return { ...content, releaseDate: releaseDate ?? null, showtimes };
};

/**
 * Reads and validates each film file of `dir` (shown as `shownDir` in problems), typesets its texts and
 * resolves its relative moments against the build date in the site's time zone.
 */
export const loadFilms = (dir: string, shownDir: string, buildDate: Date, timeZone: string, problems: string[]): LoadedFilm[] => {
  let fileNames: string[];
  try {
    fileNames = readdirSync(dir)
      .filter((name) => !name.startsWith("."))
      .sort();
  } catch {
    reporterFor(problems, shownDir)("cannot read the directory");
    return [];
  }
  return fileNames.flatMap((fileName) => {
    const file = `${shownDir}/${fileName}`;
    if (!fileName.endsWith(".json")) {
      reporterFor(problems, file)("not a .json file");
      return [];
    }
    const raw = readJson(join(dir, fileName), reporterFor(problems, file));
    const label = filmLabel(raw);
    const report = reporterFor(problems, file, label);
    const content = raw === undefined ? undefined : parseWith(filmSchema, raw, report);
    if (!content) return [];
    return [{ file, fileName, label: label ?? `film ${content.id}`, film: resolveFilm(content, buildDate, timeZone, report) }];
  });
};
