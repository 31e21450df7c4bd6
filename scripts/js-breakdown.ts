import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { PageWeight } from "./js-budget";

const SOURCE_MAPS_DIR = path.resolve(".cache", "source-maps");

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes one source-map line into [generated column, source index] pairs (VLQ, fields 1 and 2). */
function decodeLine(line: string, state: { source: number }): [number, number | null][] {
  const segments: [number, number | null][] = [];
  let column = 0;
  for (const segment of line.split(",")) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length > 1) state.source += fields[1] ?? 0;
    segments.push([column, fields.length > 1 ? state.source : null]);
  }
  return segments;
}

/** The group a source belongs to: `react-dom`, `@formatjs/intl`, `src/features/films`, `.cache` (Gatsby's runtime)… */
function groupOf(source: string, byFile: boolean): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  if (byFile && clean.startsWith("src/")) return clean;
  const modules = clean.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = clean.slice(modules + "node_modules/".length).split("/");
    const name = parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return name === "gatsby" ? `gatsby/${parts[1] === "dist" ? parts.slice(1, 3).join("/") : parts[1]}` : name;
  }
  if (clean.startsWith(".cache/")) return byFile ? clean : ".cache (Gatsby runtime)";
  // gatsby-link's functions without its Link, in its place in the browser bundle (src/builder/webpack.ts).
  if (clean === "src/app/gatsby-link-without-link.ts") return "gatsby-link";
  const parts = clean.split("/");
  if (parts[0] === "src" && parts.length > 2) return parts.slice(0, parts[1] === "features" ? 3 : 2).join("/");
  if (parts[0] === "content") return "content";
  return clean;
}

export interface SourceGroup {
  name: string;
  raw: number;
  gzip: number;
}

/**
 * Attributes a built script's minified bytes to their sources through the build's source map, grouped by package
 * or by folder of src/ (`byFile`: src/ file by file), and shares the file's gzip size among the groups in
 * proportion to each group's own gzip size.
 */
export function breakdown(file: string, { byFile = false } = {}): SourceGroup[] {
  const code = readFileSync(file, "utf8");
  // The build moves source maps out of public/ (check-built-pages.ts), to .cache/source-maps/.
  const mapFile = [`${file}.map`, path.join(SOURCE_MAPS_DIR, `${path.basename(file)}.map`)].find((f) => existsSync(f)) ?? "";
  if (!existsSync(mapFile)) return [{ name: "(no source map)", raw: code.length, gzip: gzipSync(code, { level: 9 }).length }];
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const pieces = new Map<string, string[]>();
  const lines = code.split("\n");
  const state = { source: 0 };
  map.mappings.split(";").forEach((mapping, index) => {
    const line = lines[index] ?? "";
    const segments = decodeLine(mapping, state);
    if (segments.length === 0) return;
    const add = (group: string, text: string) => {
      const texts = pieces.get(group);
      if (texts) texts.push(text);
      else pieces.set(group, [text]);
    };
    add("(unmapped)", line.slice(0, segments[0]![0]));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      add(source === null ? "(unmapped)" : groupOf(map.sources[source] ?? "?", byFile), line.slice(column, end));
    });
  });
  const fileGzip = gzipSync(code, { level: 9 }).length;
  const groups = [...pieces].map(([name, texts]) => {
    const text = texts.join("");
    return { name, raw: Buffer.byteLength(text), ownGzip: text ? gzipSync(text, { level: 9 }).length : 0 };
  });
  const ownTotal = groups.reduce((sum, group) => sum + group.ownGzip, 0);
  return groups
    .filter((group) => group.raw > 0)
    .map(({ name, raw, ownGzip }) => ({ name, raw, gzip: (ownGzip / ownTotal) * fileGzip }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * The libraries the stack requires (issue 26): React and its scheduler, Gatsby's runtime and the packages it
 * ships, styled-components with stylis, react-intl with FormatJS, webpack's runtime. The rest is the site's code
 * (its own sources and what they pull in), whose budget is separate from the total's.
 */
const FRAMEWORK = [
  /^react(-dom)?$/,
  /^scheduler$/,
  /^prop-types$/,
  /^(gatsby(\/.*|-[a-z-]+)?|@gatsbyjs\/.+|\.cache.*|mitt|shallow-compare|invariant)$/,
  /^(styled-components|stylis|@emotion\/.+)$/,
  /^(react-intl|@formatjs\/.+|intl-messageformat)$/,
  /^(\(webpack\)|webpack\/.+)$/,
];
export const isFramework = (group: string) => FRAMEWORK.some((pattern) => pattern.test(group));

/** Gzip bytes of the site's own code (all but the framework's groups) in each script, weighed once per script. */
export function createSiteCodeWeigher(publicDir: string): (page: PageWeight) => number {
  const perScript = new Map<string, number>();
  const siteCodeOf = (file: string) => {
    let gzip = perScript.get(file);
    if (gzip === undefined) {
      gzip = breakdown(path.join(publicDir, file))
        .filter((group) => !isFramework(group.name))
        .reduce((sum, group) => sum + group.gzip, 0);
      perScript.set(file, gzip);
    }
    return gzip;
  };
  return (page) => page.scripts.reduce((sum, script) => sum + siteCodeOf(script.file), 0);
}
