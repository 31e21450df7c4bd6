/**
 * Growth benchmark (`npm run bench:growth`): builds the site from a generated content set
 * (scripts/generate-growth-content.ts: 2,700 films by default, or a 20-screen multiplex's 200) in a scratch
 * copy of the project, then prints the size of the listing's and the home page's HTML, of every page's
 * page-data, of the later-weeks files and of Netlify's _headers. Targets: listing HTML ≤ 300 KB, every page-data
 * ≤ 150 KB, the home page's page-data ≤ 100 KB, _headers ≤ 30 KB; it exits 1 when one is over.
 *
 *   npm run bench:growth [-- films | multiplex]        (wrap in flock /tmp/cinema-heavy.lock: it builds)
 *
 * The project's own public/ and .cache/ are left alone; the scratch copy is removed at the end
 * (KEEP_GROWTH_BUILD=1 keeps it and prints where it is).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { generateGrowthContent, growthShapeOf } from "../scripts/generate-growth-content";
import { netlifyBuildEnv } from "../scripts/netlify-build";
import { buildScratchSite, copyProjectInto } from "../scripts/scratch-site";

const LISTING_HTML_TARGET = 300 * 1024;
const PAGE_DATA_TARGET = 150 * 1024;
const HOME_PAGE_DATA_TARGET = 100 * 1024;
/** Netlify's headers file: the same few rules whatever the number of pages and pictures (host-header-routes.ts). */
const HEADERS_FILE_TARGET = 30 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

type Size = { raw: number; gzip: number };

const sizeOf = (file: string): Size => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** A row of the printed table: a file's size, against its target when it has one. */
interface Row extends Size {
  what: string;
  target?: number;
}

const isOver = (row: Row) => row.target !== undefined && row.raw > row.target;

const printable = (row: Row) => ({
  what: row.what,
  raw: kb(row.raw),
  gzip: kb(row.gzip),
  target: row.target === undefined ? "" : `${isOver(row) ? "OVER" : "within"} ${kb(row.target)}`,
});

const pageDataRows = (publicDir: string): Row[] => {
  const pageDataDir = path.join(publicDir, "page-data");
  const pageOf = (file: string) => `/${path.relative(pageDataDir, path.dirname(file))}/`.replace("/index/", "/");
  return [...walk(pageDataDir)]
    .filter((file) => file.endsWith("page-data.json"))
    .map((file) => ({ what: `page-data ${pageOf(file)}`, ...sizeOf(file), target: PAGE_DATA_TARGET }))
    .sort((a, b) => b.raw - a.raw);
};

/** What to print of the built site in `publicDir`: the three targets of issue 26 first, then what else grows. */
function shownRows(publicDir: string, pageData: readonly Row[]): Row[] {
  const pageDataOf = (page: string) => pageData.find((row) => row.what === `page-data ${page}`)!;
  const filmPage = pageData.find((row) => /^page-data \/films\/\d+-/.test(row.what));
  const weeks = [...walk(path.join(publicDir, "programme"))].map((file) => ({ file, ...sizeOf(file) }));
  const largestWeek = weeks.sort((a, b) => b.raw - a.raw)[0];
  return [
    { what: "listing /films/ HTML", ...sizeOf(path.join(publicDir, "films", "index.html")), target: LISTING_HTML_TARGET },
    pageDataOf("/films/"),
    { ...pageDataOf("/"), what: "page-data / (home)", target: HOME_PAGE_DATA_TARGET },
    { what: "home / HTML", ...sizeOf(path.join(publicDir, "index.html")) },
    { what: "_headers (Netlify)", ...sizeOf(path.join(publicDir, "_headers")), target: HEADERS_FILE_TARGET },
    ...pageData.slice(0, 6),
    ...(filmPage ? [{ ...filmPage, what: `largest film ${filmPage.what}`, target: undefined }] : []),
    ...(largestWeek
      ? [{ ...largestWeek, what: `largest later-week file (${weeks.length} files) ${path.basename(largestWeek.file)}` }]
      : []),
  ];
}

async function main() {
  const shape = growthShapeOf(process.argv[2]);
  const scratch = mkdtempSync(path.join(tmpdir(), "cinema-growth-"));
  try {
    copyProjectInto(scratch, { withContent: false });
    const generated = generateGrowthContent(path.join(scratch, "content"), shape);
    console.log(`Generated ${shape.name}: ${generated.films} films, ${generated.showtimes} showtimes in ${scratch}/content`);

    // Built as Netlify builds it, so that its headers file is measured too.
    const buildSeconds = await buildScratchSite(scratch, {
      ...netlifyBuildEnv(),
      CINEMA_BUILD_TIME: process.env.CINEMA_BUILD_TIME ?? new Date().toISOString(),
    });
    const publicDir = path.join(scratch, "public");
    const pageData = pageDataRows(publicDir);
    const rows = shownRows(publicDir, pageData);
    console.log(`\nBuild of ${shape.name}, ${shape.films} films: ${buildSeconds.toFixed(0)} s, ${pageData.length} pages`);
    console.table(rows.map(printable));
    const over = new Set([...rows, ...pageData].filter(isOver).map((row) => row.what));
    console.log(over.size === 0 ? "Every target met." : `OVER: ${[...over].join(", ")}`);
    if (over.size > 0) process.exitCode = 1;
  } finally {
    if (process.env.KEEP_GROWTH_BUILD === "1") console.log(`Kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
