import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths";
import { loadBuildContent, pageSourcesOf } from "./build-content";
import { createPages, onCreatePage } from "./create-pages";
import { sitePages } from "./pages";

// The files the build writes are the writers' tests' business; here only the pages are looked at.
vi.mock("./writers/film-images", () => ({ withFilmImages: (films: unknown) => Promise.resolve(films) }));
vi.mock("./writers/write-film-indexes", () => ({ writeFilmIndexes: vi.fn() }));
vi.mock("./writers/write-programme-weeks", () => ({ writeProgrammeWeeks: vi.fn() }));
vi.mock("./build-files", () => ({ imageFiles: () => [], recordBuildFiles: vi.fn() }));

interface CreatedPage {
  path: string;
  matchPath?: string;
  component: string;
  context: Record<string, unknown>;
}

async function createdBy(): Promise<{ pages: CreatedPage[]; slices: { id: string }[] }> {
  const pages: CreatedPage[] = [];
  const slices: { id: string }[] = [];
  const actions = {
    createPage: (page: CreatedPage) => pages.push(page),
    createSlice: (slice: { id: string }) => slices.push(slice),
  };
  const reporter = { info: vi.fn(), panic: (message: string) => Promise.reject(new Error(message)) };
  await createPages!({ actions, reporter } as never, { plugins: [] }, () => undefined);
  return { pages, slices };
}

describe("createPages", () => {
  it("creates the table's pages with a template, each followed by its preview copy, with the table's context", async () => {
    const { pages } = await createdBy();
    const table = sitePages(pageSourcesOf(loadBuildContent())).filter((page) => page.component.startsWith("templates/"));
    const expected = table.flatMap((page) => {
      const created = {
        path: page.path,
        ...(page.matchPath && { matchPath: page.matchPath }),
        component: path.resolve(`src/${page.component}.tsx`),
        context: page.context,
      };
      return page.previewed ? [created, { ...created, path: paths.preview(page.path) }] : [created];
    });
    expect(pages).toEqual(expected);
    expect(pages.map((page) => page.path)).not.toContain(paths.theater());
  });

  it("creates the header and footer slices", async () => {
    expect((await createdBy()).slices.map((slice) => slice.id)).toEqual(["header", "footer"]);
  });
});

describe("onCreatePage", () => {
  const copiesOf = (pagePath: string) => {
    const created: CreatedPage[] = [];
    const page = { path: pagePath, component: "/src/pages/x.tsx", context: {} };
    void onCreatePage!(
      { page, actions: { createPage: (copy: CreatedPage) => created.push(copy) } } as never,
      { plugins: [] },
      () => undefined,
    );
    return created.map((copy) => copy.path);
  };

  it("copies the previewed pages of src/pages/ under the preview prefix", () => {
    expect(copiesOf(paths.theater())).toEqual([paths.preview(paths.theater())]);
    expect(copiesOf(paths.offline())).toEqual([paths.preview(paths.offline())]);
  });

  it("leaves the error pages, Gatsby's own and the copies themselves alone", () => {
    for (const pagePath of ["/404/", "/404.html", "/500/", "/dev-404-page/", paths.preview(paths.theater())])
      expect(copiesOf(pagePath)).toEqual([]);
  });
});
