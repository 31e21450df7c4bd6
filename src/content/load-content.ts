import { readFileSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { z } from "zod";
import { filmSchema, type FilmContent, type ShowtimeContent } from "./film-schema";
import { frenchTypography, genreCase } from "../lib/french-typography";
import { siteSchema, type SiteConfig } from "./site-schema";
import { theaterSchema, type TheaterContent } from "./theater-schema";
import type { Film, Showtime } from "./film";
import { siteCinemaIdOf } from "../lib/loyalty-api";
import { resolveRelativeMoment, zonedDateTimeToIso } from "../lib/play-week";

export interface Content {
  site: SiteConfig;
  theater: TheaterContent;
  films: Film[];
}

/** Every problem found in the content, one line each: "file: film: field path: what is wrong". */
export class ContentError extends Error {
  override readonly name = "ContentError";

  constructor(readonly problems: readonly string[]) {
    super(`Invalid content, ${problems.length} problem(s):\n${problems.join("\n")}`);
  }
}

export type Report = (...parts: (string | undefined)[]) => void;

interface LoadedFilm {
  file: string;
  fileName: string;
  label: string;
  film: Film;
}

const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, "");

const issueProblems = (issue: z.core.$ZodIssue): [string, string][] => {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => [formatPath([...issue.path, key]), "unknown field"]);
  }
  if (issue.code === "invalid_union") {
    // Zod narrows a union when the value's type matches one branch; otherwise say which types fit.
    const inner = issue.errors.flat();
    const expected = inner.flatMap((branch) => (branch.code === "invalid_type" ? [branch.expected] : []));
    const missing = inner.every((branch) => branch.message.startsWith("missing"));
    if (expected.length === issue.errors.length) {
      const types = expected.join(" or ");
      return [[formatPath(issue.path), missing ? `missing (expected ${types})` : `expected ${types}`]];
    }
  }
  return [[formatPath(issue.path), issue.message]];
};

const missingField = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === "invalid_type" && issue.input === undefined ? `missing (expected ${issue.expected})` : undefined;

export const parseWith = <T>(schema: z.ZodType<T>, raw: unknown, report: Report): T | undefined => {
  const result = schema.safeParse(raw, { error: missingField });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    for (const [path, message] of issueProblems(issue)) report(path || undefined, message);
  }
  return undefined;
};

export const readJson = (path: string, report: Report): unknown => {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    report(`cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    report(`invalid JSON: ${(error as Error).message}`);
    return undefined;
  }
};

/** Runs a resolution step; a RangeError (impossible date, unknown zone) becomes a problem. */
const attempt = <T>(step: () => T, report: Report, path: string): T | undefined => {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    report(path, error.message);
    return undefined;
  }
};

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
  cast: content.cast.map(({ name, role }) => ({ name: frenchTypography(name), ...(role ? { role: frenchTypography(role) } : {}) })),
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

export const reporterFor =
  (problems: string[], ...context: (string | undefined)[]): Report =>
  (...parts) => {
    problems.push([...context, ...parts].filter((part) => part !== undefined).join(": "));
  };

const loadFilms = (dir: string, shownDir: string, buildDate: Date, timeZone: string, problems: string[]): LoadedFilm[] => {
  let fileNames: string[];
  try {
    fileNames = readdirSync(dir).filter((name) => !name.startsWith(".")).sort();
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

const checkUnique = (films: LoadedFilm[], field: string, keysOf: (film: Film) => [string, string][], problems: string[]): void => {
  const seen = new Map<string, string>();
  for (const { file, label, film } of films) {
    for (const [key, path] of keysOf(film)) {
      const first = seen.get(key);
      if (first) reporterFor(problems, file, label)(path, `${field} "${key}" is already used by ${first}`);
      else seen.set(key, `${file} (${path})`);
    }
  }
};

const checkFilms = (films: LoadedFilm[], theater: TheaterContent | undefined, problems: string[]): void => {
  checkUnique(films, "id", (film) => [[film.id, "id"]], problems);
  checkUnique(films, "slug", (film) => [[film.slug, "slug"]], problems);
  checkUnique(films, "perfCode", (film) => film.showtimes.map((s, i) => [s.perfCode, `showtimes[${i}].perfCode`]), problems);
  const screens = theater?.screens.map((screen) => screen.name);
  for (const { file, fileName, label, film } of films) {
    const report = reporterFor(problems, file, label);
    const expected = `${film.id}-${film.slug}.json`;
    if (fileName !== expected) report("file name", `expected "${expected}" (from id and slug)`);
    film.showtimes.forEach((showtime, index) => {
      if (screens && !screens.includes(showtime.screen)) {
        report(`showtimes[${index}].screen`, `"${showtime.screen}" is not a screen of the theatre (${screens.join(", ")})`);
      }
    });
  }
};

/** SPEC §9 uses the banner when a notice id exists; Didomi's loader also needs the public API key. */
const checkConsentBanner = ({ consent, cookieBannerDidomiId }: SiteConfig, report: Report): void => {
  const noticeId = consent.noticeId ?? cookieBannerDidomiId;
  if (consent.disabled || !noticeId || consent.didomiApiKey) return;
  const from = consent.noticeId ? "consent.noticeId" : "cookieBannerDidomiId";
  report(
    "consent.didomiApiKey",
    `missing: ${from} is set ("${noticeId}") but Didomi's loader also needs the public API key: set consent.didomiApiKey to the notice's API key, or set ${from} to null for no banner`,
  );
};

const checkSite = (site: SiteConfig, theater: TheaterContent | undefined, films: LoadedFilm[], report: Report): void => {
  const ids = new Set(films.map(({ film }) => film.id));
  for (const field of ["movieOrderIndex", "globalExcludedMovieIds"] as const) {
    site[field].forEach((id, index) => {
      if (!ids.has(id)) report(`${field}[${index}]`, `no film has the id "${id}"`);
    });
  }
  // One cinema id: the site's cinema (loyalty calls, registration) is the first of theaterIds,
  // and the theatre described in theater.json (booking links) must be that one.
  if (theater && siteCinemaIdOf(site.theaterIds) !== theater.id) {
    report("theaterIds", `must start with the theatre's id "${theater.id}"`);
  }
  checkConsentBanner(site, report);
};

/** The site's zone; UTC stands in when it is unusable, so the films are still checked. */
const timeZoneOf = (site: SiteConfig | undefined, report: Report): string => {
  if (!site) return "UTC";
  const checkZone = (): string => {
    new Intl.DateTimeFormat("en", { timeZone: site.timeZone });
    return site.timeZone;
  };
  return attempt(checkZone, report, "timeZone") ?? "UTC";
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields the schema filled with a default because the raw file left them out: [path, default]. */
export function defaultsLeftOut(raw: unknown, parsed: unknown, path: readonly PropertyKey[] = []): [string, unknown][] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return parsed.flatMap((item, index) => defaultsLeftOut(raw[index], item, [...path, index]));
  }
  if (!isRecord(raw) || !isRecord(parsed)) return [];
  return Object.entries(parsed).flatMap(([key, value]): [string, unknown][] =>
    key in raw ? defaultsLeftOut(raw[key], value, [...path, key]) : [[formatPath([...path, key]), value]],
  );
}

/**
 * Reads and validates content/site.json, content/theater.json and content/films/*.json, and
 * resolves the films' relative moments against the build date in the site's time zone.
 */
export const loadContent = (contentDir: string, buildDate: Date): Content => {
  const shownDir = basename(resolve(contentDir));
  const problems: string[] = [];
  /** `complete`: the file is read as it is by the browser bundle (src/config/site-config.ts), so it must spell out every default. */
  const load = <T>(schema: z.ZodType<T>, name: string, complete: boolean): T | undefined => {
    const report = reporterFor(problems, `${shownDir}/${name}`);
    const raw = readJson(join(contentDir, name), report);
    const parsed = raw === undefined ? undefined : parseWith(schema, raw, report);
    if (complete && parsed !== undefined) {
      for (const [path, value] of defaultsLeftOut(raw, parsed)) {
        report(path, `missing: write its default ${JSON.stringify(value)} (the site reads this file without the schema)`);
      }
    }
    return parsed;
  };
  const site = load(siteSchema, "site.json", true);
  const theater = load(theaterSchema, "theater.json", true);
  const siteReport = reporterFor(problems, `${shownDir}/site.json`);
  const timeZone = timeZoneOf(site, siteReport);
  const films = loadFilms(join(contentDir, "films"), `${shownDir}/films`, buildDate, timeZone, problems);
  checkFilms(films, theater, problems);
  if (site) checkSite(site, theater, films, siteReport);
  if (problems.length > 0 || !site || !theater) throw new ContentError(problems);
  return { site, theater, films: films.map(({ film }) => film) };
};
