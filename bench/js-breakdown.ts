import path from "node:path";
import { breakdown, isFramework } from "../scripts/js-breakdown";
import { weighPage } from "../scripts/js-budget";

/** `--by-file`: our sources file by file rather than by folder. */
const BY_FILE = process.argv.includes("--by-file");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/**
 * `npm run bench:js-breakdown [--by-file] [page…]`: where the first-load JavaScript of built pages comes from.
 * For each script of the page, attributes the minified bytes to their sources through the
 * build's source maps (`.cache/source-maps/*.js.map`), grouped by package or by folder of src/, and shares the
 * file's gzip size among the groups in proportion to each group's own gzip size.
 */
function main() {
  const publicDir = path.resolve("public");
  const pages = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  for (const page of pages.length > 0 ? pages : ["/films/"]) {
    const weight = weighPage(publicDir, page);
    console.log(`\n${page}: ${kb(weight.gzip)} KB gzip in ${weight.scripts.length} files`);
    let framework = 0;
    for (const script of weight.scripts) {
      console.log(`\n  ${script.file}: ${kb(script.raw)} KB raw, ${kb(script.gzip)} KB gzip`);
      const groups = breakdown(path.join(publicDir, script.file), { byFile: BY_FILE });
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
