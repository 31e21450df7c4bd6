import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** First-load JavaScript of a film page and of the listing, gzip -9 (docs/performance.md). */
export const FIRST_LOAD_JS_BUDGET_GZIP = 120 * 1024;

export interface ScriptWeight {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  scripts: ScriptWeight[];
  gzip: number;
}

/**
 * The same-site scripts a first visit loads: `<script src>` and `<link rel="preload" as="script">`
 * (Gatsby preloads the page's chunks), each counted once, in order of appearance.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    const value = (name: string) => {
      const match = attribute(name);
      return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
    };
    const isScript = tag.toLowerCase().startsWith("<script");
    const url = isScript
      ? value("src")
      : value("rel")?.toLowerCase() === "preload" && value("as") === "script"
        ? value("href")
        : undefined;
    if (url && url.startsWith("/") && !url.startsWith("//")) found.add(url.split(/[?#]/)[0]!);
  }
  return [...found];
}

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Weighs one built page (`public/…/index.html`) by the gzip size of each of its first-load scripts. */
export function weighPage(publicDir: string, page: string, pathPrefix = ""): PageWeight {
  const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
  const scripts = firstLoadScripts(html).map((url) => {
    const file = url.startsWith(pathPrefix) ? url.slice(pathPrefix.length) : url;
    const content = readFileSync(path.join(publicDir, file));
    return { file: file.replace(/^\//, ""), raw: content.length, gzip: gzipSize(content) };
  });
  return { page, scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

/** The listing and every film page of the build (`public/films/{id}-{slug}/`). */
export function budgetedPages(publicDir: string): string[] {
  const filmsDir = path.join(publicDir, "films");
  const filmPages = readdirSync(filmsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && /^\d+-/.test(entry.name) && existsSync(path.join(filmsDir, entry.name, "index.html")),
    )
    .map((entry) => `/films/${entry.name}/`)
    .sort();
  return ["/films/", ...filmPages];
}
