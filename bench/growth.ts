/**
 * Growth benchmark (`npm run bench:growth`): builds the site from a generated content set of 2,700
 * films (scripts/generate-growth-content.ts) in a scratch copy of the project, then prints the size of
 * the listing's and the home page's HTML, of every page's page-data and of the later-weeks files.
 * Targets at 2,700 films (issue 9): listing HTML ≤ 300 KB, every page-data ≤ 150 KB.
 *
 *   npm run bench:growth [-- films]        (wrap in flock /tmp/cinema-heavy.lock: it builds)
 *
 * The project's own public/ and .cache/ are left alone; the scratch copy is removed at the end
 * (KEEP_GROWTH_BUILD=1 keeps it and prints where it is).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { generateGrowthContent } from "../scripts/generate-growth-content";
import { buildScratchSite, copyProjectInto } from "../scripts/scratch-site";

const LISTING_HTML_TARGET = 300 * 1024;
const PAGE_DATA_TARGET = 150 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else yield file;
  }
}

const sizeOf = (file: string) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

async function main() {
  const films = Number(process.argv[2] ?? 2700);
  const scratch = mkdtempSync(path.join(tmpdir(), "cinema-growth-"));
  try {
    copyProjectInto(scratch, { withContent: false });
    const generated = generateGrowthContent(path.join(scratch, "content"), films);
    console.log(`Generated ${generated.films} films, ${generated.showtimes} showtimes in ${scratch}/content`);

    const buildSeconds = await buildScratchSite(scratch, {
      CINEMA_BUILD_TIME: process.env.CINEMA_BUILD_TIME ?? new Date().toISOString(),
    });

    const publicDir = path.join(scratch, "public");
    const pageData = [...walk(path.join(publicDir, "page-data"))].filter((file) => file.endsWith("page-data.json"));
    const pageOf = (file: string) =>
      `/${path.relative(path.join(publicDir, "page-data"), path.dirname(file))}/`.replace("/index/", "/");
    const sized = pageData.map((file) => ({ page: pageOf(file), ...sizeOf(file) })).sort((a, b) => b.raw - a.raw);
    const listingHtml = sizeOf(path.join(publicDir, "films", "index.html"));
    const homeHtml = sizeOf(path.join(publicDir, "index.html"));
    const weeks = [...walk(path.join(publicDir, "programme"))].map((file) => ({ file, ...sizeOf(file) }));
    const largestWeek = weeks.sort((a, b) => b.raw - a.raw)[0];
    const filmPages = sized.filter((entry) => /^\/films\/\d+-/.test(entry.page));

    console.log(`\nBuild of ${films} films: ${buildSeconds.toFixed(0)} s, ${pageData.length} pages`);
    const verdict = (bytes: number, target: number) => (bytes <= target ? "within" : "OVER");
    console.table([
      {
        what: "listing /films/ HTML",
        raw: kb(listingHtml.raw),
        gzip: kb(listingHtml.gzip),
        target: `${verdict(listingHtml.raw, LISTING_HTML_TARGET)} ${kb(LISTING_HTML_TARGET)}`,
      },
      { what: "home / HTML", raw: kb(homeHtml.raw), gzip: kb(homeHtml.gzip), target: "" },
      ...sized.slice(0, 6).map((entry) => ({
        what: `page-data ${entry.page}`,
        raw: kb(entry.raw),
        gzip: kb(entry.gzip),
        target: `${verdict(entry.raw, PAGE_DATA_TARGET)} ${kb(PAGE_DATA_TARGET)}`,
      })),
      ...(filmPages[0]
        ? [
            {
              what: `largest film page-data ${filmPages[0].page}`,
              raw: kb(filmPages[0].raw),
              gzip: kb(filmPages[0].gzip),
              target: "",
            },
          ]
        : []),
      ...(largestWeek
        ? [
            {
              what: `largest later-week file (${weeks.length} files) ${path.basename(largestWeek.file)}`,
              raw: kb(largestWeek.raw),
              gzip: kb(largestWeek.gzip),
              target: "",
            },
          ]
        : []),
    ]);
    const over = sized.filter((entry) => entry.raw > PAGE_DATA_TARGET);
    console.log(
      `Listing HTML ${verdict(listingHtml.raw, LISTING_HTML_TARGET)} target; page-data: ${over.length === 0 ? "every one within" : `${over.length} OVER`} target.`,
    );
    if (over.length > 0 || listingHtml.raw > LISTING_HTML_TARGET) process.exitCode = 1;
  } finally {
    if (process.env.KEEP_GROWTH_BUILD === "1") console.log(`Kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
