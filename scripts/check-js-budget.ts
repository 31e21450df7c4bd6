import path from "node:path";
import { filmPermalinkRoutes } from "../src/config/paths";
import { budgetedPages, createPageWeigher, FIRST_LOAD_JS_BUDGET_GZIP } from "./js-budget";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npm run check:js-budget`: after `gatsby build`, sums the gzip size of the first-load scripts of
 * the listing, of every film page and of the film permalink pages (a link to a film waits for them
 * before it reaches the film), prints the heaviest page's files, and fails above the budget.
 */
function main() {
  const publicDir = path.resolve("public");
  const pages = [...budgetedPages(publicDir), ...filmPermalinkRoutes().map((route) => route.page)];
  const weights = pages.map(createPageWeigher(publicDir));
  const heaviest = [...weights].sort((a, b) => b.gzip - a.gzip)[0];
  if (!heaviest) throw new Error("No built page found in public/: run the build first.");
  const listing = weights.find((weight) => weight.page === "/films/")!;
  for (const weight of [listing, heaviest]) {
    console.log(`${weight.page}: ${kb(weight.gzip)} gzip`);
    for (const script of weight.scripts)
      console.log(`  ${script.file.padEnd(60)} ${kb(script.raw).padStart(10)} ${kb(script.gzip).padStart(10)}`);
  }
  const over = weights.filter((weight) => weight.gzip > FIRST_LOAD_JS_BUDGET_GZIP);
  console.log(
    `Budget ${kb(FIRST_LOAD_JS_BUDGET_GZIP)} gzip; ${weights.length} pages checked, heaviest ${heaviest.page} at ${kb(heaviest.gzip)}.`,
  );
  if (over.length > 0) {
    const listed = over.slice(0, 3).map((weight) => `${weight.page} (${kb(weight.gzip)})`);
    console.error(
      `Over the first-load JavaScript budget: ${over.length} pages, ${listed.join(", ")}${over.length > 3 ? "…" : ""}`,
    );
    process.exitCode = 1;
  }
}

main();
