import { basename, join, resolve } from "node:path";
import type { z } from "zod";
import type { Film } from "../domain/film";
import { siteSchema, type SiteConfig } from "../domain/site-schema";
import { theaterSchema, type TheaterContent } from "../domain/theater-schema";
import { checkLogo } from "./check-logo";
import { attempt, ContentError, reporterFor, type Report } from "./content-problems";
import { checkFilms, checkSite } from "./cross-file-checks";
import { loadFilms } from "./load-films";
import { defaultsLeftOut, parseWith, readJson } from "./read-content-file";

export interface Content {
  site: SiteConfig;
  theater: TheaterContent;
  films: Film[];
}

/** The site's zone; UTC stands in when it is unusable, so the films are still checked. */
const timeZoneOf = (site: SiteConfig | undefined, report: Report): string => {
  if (!site) return "UTC";
  const checkZone = (): string => {
    new Intl.DateTimeFormat("en", { timeZone: site.timeZone });
    return site.timeZone;
  };
  return attempt(checkZone, report, "timeZone") ?? "UTC";
};

/**
 * Reads and validates content/site.json, content/theater.json and content/films/*.json, and
 * resolves the films' relative moments against the build date in the site's time zone. The site's
 * files it names (the logo) are looked for in `staticDir`, the static/ folder beside content/.
 */
export const loadContent = (contentDir: string, buildDate: Date, staticDir = join(contentDir, "..", "static")): Content => {
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
  if (site) {
    checkSite(site, theater, films, siteReport);
    checkLogo(site, staticDir, siteReport);
  }
  if (problems.length > 0 || !site || !theater) throw new ContentError(problems);
  return { site, theater, films: films.map(({ film }) => film) };
};
