import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { paths } from "../config/paths";
import { SLICES } from "../config/slices";
import type { PageContexts, TemplateComponent } from "../lib/page-contexts";
import { loadBuildContent, panicOnContentError, pageSourcesOf, withImages } from "./build-content";
import { PUBLIC_DIR, ROOT_DIR } from "./build-dirs";
import { imageFiles, recordBuildFiles } from "./build-files";
import { fixedSitePages, isTemplatePage, sitePages, withPreviewCopies, type PageOf } from "./pages";
import { sourcesFingerprint } from "./sources-fingerprint";
import { writeFilmIndexes } from "./writers/write-film-indexes";
import { writeProgrammeWeeks } from "./writers/write-programme-weeks";

type Actions = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"];

/** Gatsby's createPage for a page of the table: its template's file, with the context that template declares. */
function createTemplatePage<C extends TemplateComponent>(
  actions: Actions,
  { path: pagePath, matchPath, component, context }: PageOf<C>,
) {
  const file = path.resolve("src", `${component}.tsx`);
  actions.createPage<PageContexts[C]>({ path: pagePath, ...(matchPath && { matchPath }), component: file, context });
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  const content = await panicOnContentError(reporter, async () => withImages(loadBuildContent()));
  const sources = pageSourcesOf(content);
  // The fingerprint of their sources makes Gatsby render the slices again when their code changes (sources-fingerprint.ts).
  const sliceContext = { sources: sourcesFingerprint(ROOT_DIR) };
  for (const slice of SLICES)
    actions.createSlice({ id: slice, component: path.resolve(`src/app/slices/${slice}.tsx`), context: sliceContext });
  // The pictures' files are named by their content: public/ keeps this build's and the previous one's (build-files.ts).
  const pictures = content.films.flatMap((film) => [film.posterImage, film.backdropImage]).filter((image) => image !== undefined);
  await recordBuildFiles(ROOT_DIR, "images", imageFiles(pictures));
  await writeFilmIndexes(content.films, PUBLIC_DIR);
  // The listing and the home page carry this week and the next; later weeks are files loaded on demand, every
  // one written even when the listing carries its films (inline-later-weeks.ts): a page of the last build may ask.
  await writeProgrammeWeeks(sources.programme.laterFilms, path.join(PUBLIC_DIR, "programme"));
  // The pages of the table with a template, and their preview copies; Gatsby creates those of src/pages/.
  for (const sitePage of withPreviewCopies(sitePages(sources)).filter(isTemplatePage)) createTemplatePage(actions, sitePage);
  reporter.info(`Content: ${content.films.length} films for ${content.site.name}, build time ${sources.buildTime.toISOString()}`);
};

/** The preview copies of the pages of src/pages/, as the table says (onCreatePage does not see the pages created above). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const previewed = fixedSitePages().some((sitePage) => sitePage.previewed && sitePage.path === page.path);
  if (previewed) actions.createPage({ path: paths.preview(page.path), component: page.component, context: page.context });
};
