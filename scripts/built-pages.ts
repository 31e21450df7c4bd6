import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A page of a build, as its page data names it: its path and its component's chunk (Gatsby's componentChunkName). */
export interface BuiltPage {
  path: string;
  component: string;
}

/** Every page of the build in `publicDir`, read from its page data (page-data/…/page-data.json). */
export function builtPages(publicDir = "public"): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") {
        const data = JSON.parse(readFileSync(file, "utf8")) as { componentChunkName: string; path: string };
        pages.push({ path: data.path, component: data.componentChunkName });
      }
    }
  };
  walk(path.join(publicDir, "page-data"));
  return pages;
}

/** One page per component, the shortest path of each (the least made of data), by component. */
export function onePagePerComponent(pages: readonly BuiltPage[]): Map<string, string> {
  const byComponent = new Map<string, string>();
  for (const page of pages) {
    const kept = byComponent.get(page.component);
    if (kept === undefined || page.path.length < kept.length) byComponent.set(page.component, page.path);
  }
  return byComponent;
}

/** Gatsby's chunk name of a page component of the table of pages (`templates/film-page`): its file's path, kebab-cased. */
export const componentChunkName = (component: string) => `component---src-${component.replace(/\//g, "-")}-tsx`;
