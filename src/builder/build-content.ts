import path from "node:path";
import type { Reporter } from "gatsby";
import type { Film } from "../domain/film";
import { ContentError } from "../content/content-problems";
import { loadContent } from "../content/load-content";
import { loadPages } from "../content/load-pages";
import type { ContentPage } from "../domain/page-schema";
import type { SiteConfig } from "../domain/site-schema";
import { splitProgramme } from "../lib/programme/programme-film";
import { CACHE_DIR, CONTENT_DIR, PUBLIC_DIR } from "./build-dirs";
import { buildTime } from "./build-time";
import { sitePaths, type PageSources } from "./pages";
import { withFilmImages } from "./writers/film-images";

/** content/ as the build uses it: the site, its films and its content pages. */
export interface BuildContent {
  site: SiteConfig;
  films: Film[];
  contentPages: ContentPage[];
}

/**
 * Every file of content/ checked by the schemas, the demo's relative showtimes resolved against the build's
 * play week; content pages are checked against the site's own paths, so none replaces one.
 */
export const loadBuildContent = (): BuildContent => {
  const { site, films } = loadContent(CONTENT_DIR, buildTime);
  return { site, films, contentPages: loadPages(CONTENT_DIR, sitePaths()) };
};

/** The films with operators' poster and backdrop files cut into responsive sizes (kept in .cache/ between builds). */
export const withImages = async (content: BuildContent): Promise<BuildContent> => ({
  ...content,
  films: await withFilmImages(content.films, {
    contentDir: CONTENT_DIR,
    publicDir: PUBLIC_DIR,
    cacheDir: path.join(CACHE_DIR, "cinema-images"),
  }),
});

/** Runs `load`; bad content stops the build with the file, the film and the field. */
export async function panicOnContentError<T>(reporter: Reporter, load: () => T | Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentError) reporter.panic(error.message);
    throw error;
  }
}

/**
 * What the pages are made from; the programme is split at the build time (splitProgramme). A film of
 * `globalExcludedMovieIds` keeps its page but is on no list of the programme: days, later weeks, « Prochainement ».
 */
export const pageSourcesOf = ({ site, films, contentPages }: BuildContent) => {
  const excluded = new Set(site.globalExcludedMovieIds);
  const programme = splitProgramme(
    films.filter((film) => !excluded.has(film.id)),
    buildTime,
    site.timeZone,
  );
  return { films, programme, contentPages, timeZone: site.timeZone, buildTime } satisfies PageSources;
};
