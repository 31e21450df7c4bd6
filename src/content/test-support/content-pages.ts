import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A content folder in a temporary directory holding these `pages/` files. */
export function contentWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-"));
  mkdirSync(join(dir, "pages"));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, "pages", name), JSON.stringify(value));
  return dir;
}

/** A valid generic content page. */
export const page = {
  template: "generic",
  slug: "tarifs",
  title: "Tarifs",
  description: "Les tarifs du cinéma, toutes séances.",
  blocks: [{ type: "text", paragraphs: ["Bonjour."] }],
};
