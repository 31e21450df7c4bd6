import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPages } from "./load-pages";

function contentWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-"));
  mkdirSync(join(dir, "pages"));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, "pages", name), JSON.stringify(value));
  return dir;
}

const page = {
  template: "generic",
  slug: "tarifs",
  title: "Tarifs",
  description: "Les tarifs du cinéma, toutes séances.",
  blocks: [{ type: "text", paragraphs: ["Bonjour."] }],
};

describe("loadPages", () => {
  it("loads the demo pages of content/", () => {
    const pages = loadPages("content", []);
    expect(pages.map((p) => [p.slug, p.template])).toEqual([
      ["accessibilite", "generic"],
      ["avant-premieres", "showtimes"],
      ["tarifs", "generic"],
    ]);
  });

  it("names the file and the field of a bad block", () => {
    const dir = contentWith({ "tarifs.json": { ...page, blocks: [{ type: "image", src: "javascript:x", alt: "", width: 1, height: 1 }] } });
    expect(() => loadPages(dir, [])).toThrow(/content\/pages\/tarifs\.json: blocks\[0\]\.src: expected a path of the site/);
  });

  it("refuses a slug that is already a route, and a file name that does not match", () => {
    const dir = contentWith({ "prix.json": { ...page, slug: "cinema" } });
    expect(() => loadPages(dir, ["/cinema/"])).toThrow(/file name: expected "cinema\.json"[\s\S]*slug: "cinema" is already a route/);
  });

  it("refuses a custom-showtimes page without a criterion", () => {
    const dir = contentWith({ "tarifs.json": { ...page, template: "showtimes", selection: {} } });
    expect(() => loadPages(dir, [])).toThrow(/selection: choose at least one criterion/);
  });
});
