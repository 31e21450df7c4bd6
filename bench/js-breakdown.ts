import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { weighPage } from "../scripts/js-budget";

/**
 * `npm run bench:js-breakdown [--by-file] [page…]`: where the first-load JavaScript of built pages comes from.
 * For each script of the page, attributes the minified bytes to their sources through the
 * build's source maps (`.cache/source-maps/*.js.map`), grouped by package or by folder of src/, and shares the
 * file's gzip size among the groups in proportion to each group's own gzip size.
 */

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
function groupOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  if (BY_FILE && clean.startsWith("src/")) return clean;
  const modules = clean.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = clean.slice(modules + "node_modules/".length).split("/");
    const name = parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return name === "gatsby" ? `gatsby/${parts[1] === "dist" ? parts.slice(1, 3).join("/") : parts[1]}` : name;
  }
  if (clean.startsWith(".cache/")) return BY_FILE ? clean : ".cache (Gatsby runtime)";
  const parts = clean.split("/");
  if (parts[0] === "src" && parts.length > 2) return parts.slice(0, parts[1] === "features" ? 3 : 2).join("/");
  if (parts[0] === "content") return "content";
  return clean;
}

interface Group {
  name: string;
  raw: number;
  gzip: number;
}

function breakdown(file: string): Group[] {
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
    const add = (group: string, text: string) => pieces.set(group, [...(pieces.get(group) ?? []), text]);
    add("(unmapped)", line.slice(0, segments[0]![0]));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      add(source === null ? "(unmapped)" : groupOf(map.sources[source] ?? "?"), line.slice(column, end));
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

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
const isFramework = (group: string) => FRAMEWORK.some((pattern) => pattern.test(group));

/** `--by-file`: our sources file by file rather than by folder. */
const BY_FILE = process.argv.includes("--by-file");

function main() {
  const publicDir = path.resolve("public");
  const pages = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  for (const page of pages.length > 0 ? pages : ["/films/"]) {
    const weight = weighPage(publicDir, page);
    console.log(`\n${page}: ${kb(weight.gzip)} KB gzip in ${weight.scripts.length} files`);
    let framework = 0;
    for (const script of weight.scripts) {
      console.log(`\n  ${script.file}: ${kb(script.raw)} KB raw, ${kb(script.gzip)} KB gzip`);
      const groups = breakdown(path.join(publicDir, script.file));
      framework += groups.filter((group) => isFramework(group.name)).reduce((sum, group) => sum + group.gzip, 0);
      for (const group of groups.filter((g) => g.gzip >= 100)) {
        console.log(`    ${group.name.padEnd(58)} ${kb(group.raw).padStart(7)} raw ${kb(group.gzip).padStart(6)} gz`);
      }
    }
    console.log(
      `\n  Framework (React, Gatsby's runtime, styled-components, react-intl/FormatJS, webpack): ${kb(framework)} KB gzip;` +
        ` the site's own code and what it pulls in: ${kb(weight.gzip - framework)} KB gzip.`,
    );
  }
}

main();
