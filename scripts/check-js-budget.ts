import path from "node:path";
import { filmPermalinkRoutes } from "../src/config/paths";
import { createSiteCodeWeigher } from "./js-breakdown";
import {
  budgetedPages,
  createPageWeigher,
  FIRST_LOAD_JS_BUDGET_GZIP,
  LISTING_SITE_CODE_BUDGET_GZIP,
  SITE_CODE_BUDGET_GZIP,
  type PageWeight,
} from "./js-budget";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npm run check:js-budget`: after `gatsby build`, sums the gzip size of the first-load scripts of
 * the listing, of every film page and of the film permalink pages (a link to a film waits for them
 * before it reaches the film), prints the heaviest page's files, and fails above the budget; then weighs the
 * site's own code in each of those pages (through the build's source maps) and fails above its budget.
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
  checkBudget("first-load JavaScript", weights, (weight) => weight.gzip, FIRST_LOAD_JS_BUDGET_GZIP);
  const siteCode = createSiteCodeWeigher(publicDir);
  checkBudget("site's own code in the first load", weights, siteCode, SITE_CODE_BUDGET_GZIP);
  checkBudget("listing's own code in its first load", [listing], siteCode, LISTING_SITE_CODE_BUDGET_GZIP);
}

/** Prints the heaviest page by `measure` against `budget`, and fails the run if a page is over it. */
function checkBudget(name: string, weights: PageWeight[], measure: (weight: PageWeight) => number, budget: number) {
  const measured = weights.map((weight) => ({ page: weight.page, gzip: measure(weight) }));
  const heaviest = measured.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `Budget of the ${name}: ${kb(budget)} gzip; ${measured.length} pages checked, heaviest ${heaviest.page} at ${kb(heaviest.gzip)}.`,
  );
  const over = measured.filter((weight) => weight.gzip > budget);
  if (over.length === 0) return;
  const listed = over.slice(0, 3).map((weight) => `${weight.page} (${kb(weight.gzip)})`);
  console.error(`Over the budget of the ${name}: ${over.length} pages, ${listed.join(", ")}${over.length > 3 ? "…" : ""}`);
  process.exitCode = 1;
}

main();
