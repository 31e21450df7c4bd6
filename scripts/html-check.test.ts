import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadBuildContent, pageSourcesOf } from "../src/builder/build-content";
import { sitePages } from "../src/builder/pages";
import { paths } from "../src/config/paths";
import { checkBuiltHtml } from "./check-html";
import { cssNotYetKnown, pagesToCheck, refusals, type NuMessage } from "./html-check";

describe("pagesToCheck", () => {
  const table = sitePages(pageSourcesOf(loadBuildContent()));
  const pages = pagesToCheck(table, "/site/public");

  it("takes one page of each component of the table, the first, with the file Gatsby writes for it", () => {
    const components = [...new Set(table.map((page) => page.component))];
    expect(pages.filter((page) => page.type.includes("/")).map((page) => page.type)).toEqual(components);
    const film = loadBuildContent().films[0]!;
    expect(pages).toContainEqual({
      type: "templates/film-page",
      url: paths.film(film),
      file: `/site/public${paths.film(film)}index.html`,
    });
    expect(pages).toContainEqual({ type: "templates/film-listing-page", url: "/films/", file: "/site/public/films/index.html" });
    expect(pages).toContainEqual({ type: "templates/home-page", url: "/", file: "/site/public/index.html" });
    expect(pages).toContainEqual({ type: "pages/404", url: "/404/", file: "/site/public/404/index.html" });
  });

  it("adds a preview copy and the offline page as the service worker serves it", () => {
    expect(pages).toContainEqual({ type: "preview copy", url: paths.preview(table[0]!.path), file: expect.any(String) });
    expect(pages).toContainEqual({ type: "offline page as served", url: "/offline.html", file: "/site/public/offline.html" });
  });
});

/** Messages as vnu 26.9.27 gives them for the markup and style sheets of the fixtures below. */
const message = (type: NuMessage["type"], text: string): NuMessage => ({ type, message: text, url: "file:/x/index.html" });
const anchorName = message("error", "CSS: “anchor-name”: Property “anchor-name” doesn't exist.");
const positionAnchor = message("error", "CSS: “position-anchor”: Property “position-anchor” doesn't exist.");
const anchorTop = message("error", "CSS: “top”: “anchor(bottom)” is not a “top” value.");
const duplicateId = message("error", "Duplicate ID “film-1”.");
const searchCombobox = message("error", "Bad value “search” for attribute “type” on element “input”.");
const otherCss = message("error", "CSS: “container-type”: Property “container-type” doesn't exist.");
const unreadable = message("non-document-error", "File not found.");
const warning = { ...message("info", "The first occurrence of ID “film-1” was here."), subType: "warning" };

describe("refusals", () => {
  const all = [anchorName, positionAnchor, anchorTop, duplicateId, searchCombobox, otherCss, unreadable, warning];

  it("keeps every error of ours and any CSS the list does not name, not warnings", () => {
    expect(refusals(all)).toEqual([duplicateId, searchCombobox, otherCss, unreadable]);
  });

  it("leaves aside only the CSS anchor positioning the checker does not know yet", () => {
    expect(cssNotYetKnown(all)).toEqual([anchorName, positionAnchor, anchorTop]);
    expect(refusals([message("error", "CSS: “top”: “anchor(bottom)” is not a “left” value.")])).toHaveLength(1);
  });
});

describe("checkBuiltHtml, with the Nu Html Checker (vnu-jar and a Java runtime)", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "html-check-"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
  const write = (url: string, body: string) => {
    const file = path.join(publicDir, url, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Programme</title>
<style>.a{anchor-name:--header}@supports (top: anchor(bottom)){.b{position-anchor:--header;top:anchor(bottom)}}</style>
</head><body><main><h1>Programme</h1>${body}</main></body></html>`,
    );
    return { type: url, url, file };
  };
  const valid = write("/valide/", `<p id="film-1">Un film</p><input type="search" aria-label="Chercher un film">`);
  const invalid = write(
    "/films/",
    `<p id="film-1">Un film</p>\n<p id="film-1">Le même</p>\n<input type="search" role="combobox" aria-expanded="false" aria-label="Chercher">`,
  );

  // One run of the checker (a Java start, about 2.5 s of CPU time) over both pages.
  it("fails on an id twice on a page and on markup it refuses, naming the page, the line and the markup; passes the other", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const failure = checkBuiltHtml({ publicDir, pages: [valid, invalid] });
    await expect(failure).rejects.toThrow(
      /^The HTML checker refused 2 things:\n\/films\/ \(\/films\/\), [^\n]*:\n {2}4:\d+ Duplicate ID/,
    );
    await expect(failure).rejects.toThrow(/\n {2}4:\d+ Duplicate ID “film-1”\. {2}«.*<p id="film-1">/);
    await expect(failure).rejects.toThrow(/\n {2}5:\d+ Bad value “search” for attribute “type” on element “input”\.[^\n]*$/);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/: 2 pages, .*: 2 errors \(8 messages on CSS it does not know yet/));
    log.mockRestore();
  }, 120_000);

  it("says which page the build has not written", async () => {
    await expect(checkBuiltHtml({ publicDir, pages: [{ type: "x", url: "/absente/", file: "/nowhere.html" }] })).rejects.toThrow(
      "No built HTML for /absente/ (x): run the build first.",
    );
  });
});
