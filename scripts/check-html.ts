import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBuildContent, pageSourcesOf } from "../src/builder/build-content";
import { sitePages } from "../src/builder/pages";
import {
  cssNotYetKnown,
  describeMessage,
  pagesToCheck,
  refusals,
  runNuChecker,
  type NuMessage,
  type PageToCheck,
} from "./html-check";

interface CheckOptions {
  publicDir?: string;
  /** The pages to check; by default one of each type of the table of pages (pagesToCheck). */
  pages?: readonly PageToCheck[];
}

/**
 * After the build: the W3C's Nu Html Checker over one built page of each type. Fails on any error of ours (an id
 * twice on a page among them), printed by page with its line and markup; CSS the checker does not know yet is left
 * aside (CSS_NOT_YET_KNOWN says what and why) and counted.
 */
export async function checkBuiltHtml(options: CheckOptions = {}): Promise<void> {
  const publicDir = options.publicDir ?? path.resolve("public");
  const pages = options.pages ?? pagesToCheck(sitePages(pageSourcesOf(loadBuildContent())), publicDir);
  const missing = pages.filter((page) => !existsSync(page.file));
  if (missing.length === pages.length && pages.length > 1) throw new Error(`No build in ${publicDir}: run the build first.`);
  if (missing.length > 0)
    throw new Error(`No built HTML for ${missing.map((page) => `${page.url} (${page.type})`).join(", ")}: run the build first.`);
  const started = Date.now();
  const { version, messages } = await runNuChecker(pages.map((page) => page.file));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const refused = refusals(messages);
  const aside = cssNotYetKnown(messages).length;
  console.log(
    `Nu Html Checker ${version}: ${pages.length} pages, one of each type, in ${seconds} s: ${refused.length} errors` +
      (aside > 0 ? ` (${aside} messages on CSS it does not know yet left aside: scripts/html-check.ts)` : "") +
      ".",
  );
  if (refused.length === 0) return;
  const listed = [...byPage(refused, pages)].map(
    ([where, pageRefusals]) => `${where}:\n${pageRefusals.map((message) => `  ${describeMessage(message)}`).join("\n")}`,
  );
  throw new Error(`The HTML checker refused ${refused.length} things:\n${listed.join("\n")}`);
}

/** The messages by the page they are about, named by its address, type and file. */
function byPage(messages: readonly NuMessage[], pages: readonly PageToCheck[]): Map<string, NuMessage[]> {
  const grouped = new Map<string, NuMessage[]>();
  for (const message of messages) {
    const file = message.url?.startsWith("file:") ? fileURLToPath(message.url) : undefined;
    const page = pages.find((candidate) => candidate.file === file);
    const where = page
      ? `${page.url} (${page.type}), ${path.relative(process.cwd(), page.file)}`
      : (message.url ?? "the checker");
    grouped.set(where, [...(grouped.get(where) ?? []), message]);
  }
  return grouped;
}

if (process.argv[1]?.endsWith("check-html.ts")) {
  checkBuiltHtml().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
