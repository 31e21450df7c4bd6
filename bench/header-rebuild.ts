/**
 * Header rebuild benchmark (`npm run bench:header-rebuild [-- films | multiplex]`, under flock /tmp/cinema-heavy.lock):
 * in a scratch copy of the project with the growth content set (2,700 films by default,
 * scripts/generate-growth-content.ts), builds once, changes the header (a style of
 * src/components/layout/site-header.tsx, as a designer's change would) and builds again with the first
 * build's .cache/ and public/, then prints both times. The second is what a header change costs: with the
 * header a Gatsby Slice, no page's HTML is rendered again (docs/links-and-preview.md).
 *
 * HEADER_REBUILD_OVERLAY=dir copies `dir` over the scratch copy before the first build: to measure a
 * candidate change without touching the project.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateGrowthContent, growthShapeOf } from "../scripts/generate-growth-content";
import { buildScratchSite, copyProjectInto } from "../scripts/scratch-site";

const HEADER_FILE = "src/components/layout/site-header.tsx";
const HEADER_STYLE = "border-bottom: 4px solid";

async function main() {
  const shape = growthShapeOf(process.argv[2]);
  const scratch = mkdtempSync(path.join(tmpdir(), "cinema-header-rebuild-"));
  const env = { CINEMA_BUILD_TIME: process.env.CINEMA_BUILD_TIME ?? new Date().toISOString() };
  try {
    copyProjectInto(scratch, { withContent: false });
    generateGrowthContent(path.join(scratch, "content"), shape);
    const overlay = process.env.HEADER_REBUILD_OVERLAY;
    if (overlay) cpSync(overlay, scratch, { recursive: true });
    const first = await buildScratchSite(scratch, env);

    const header = path.join(scratch, HEADER_FILE);
    const source = readFileSync(header, "utf8");
    if (!source.includes(HEADER_STYLE)) throw new Error(`${HEADER_FILE} no longer has "${HEADER_STYLE}": update the bench`);
    writeFileSync(header, source.replace(HEADER_STYLE, "border-bottom: 5px solid"));
    const rebuild = await buildScratchSite(scratch, env);

    console.log(
      `\n${shape.name}, ${shape.films} films: first build ${first.toFixed(0)} s; rebuild after a header change ${rebuild.toFixed(0)} s`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
