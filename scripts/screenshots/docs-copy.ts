import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { promisify } from "node:util";
import type { PageFindings } from "./findings";
import { docsNameOf, pageTypes, type PageType } from "./page-types";

export const DOCS_DIR = "docs/screenshots";

/** A shot of the pass and its copy in docs/screenshots/. */
export interface DocsCopy {
  from: string;
  to: string;
  width: number;
}

/**
 * The copies for docs/screenshots/: Chromium's shot of each page type as a visitor sees it, as Marie sees it for
 * the pages only a member opens, named `<docs name>-<width>.png` (home-320.png, programme-1280.png…).
 */
export function docsCopies(pages: readonly PageFindings[], types: readonly PageType[] = pageTypes()): DocsCopy[] {
  return pages.flatMap(({ shot, file }) => {
    const type = types.find((candidate) => candidate.key === shot.page);
    if (!type || !file || shot.engine !== "chromium") return [];
    const role = type.roles.includes("visitor") ? "visitor" : "member";
    return shot.role === role ? [{ from: file, to: `${DOCS_DIR}/${docsNameOf(type)}-${shot.width}.png`, width: shot.width }] : [];
  });
}

/**
 * The most of a page the docs keep: a desktop's first screen (800 px), two of a phone's (640 px each). Whole pages
 * in 256 colours would weigh 3.4 MB; these, 1.3 MB for the 44 files (docs/screenshots/ was 1.37 MB before).
 */
export const docsHeight = (width: number) => (width < 640 ? 1280 : 800);

/** ImageMagick's arguments: the top of the page, in 256 colours without dithering (flat UI colours compress well). */
export const shrinkArgs = ({ from, to, width }: DocsCopy): string[] => [
  from,
  "-strip",
  "-crop",
  `${width}x${docsHeight(width)}+0+0`,
  "+repage",
  "-dither",
  "None",
  "-colors",
  "256",
  "-define",
  "png:compression-level=9",
  `PNG8:${to}`,
];

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** Writes the docs copies, replacing the files of the page types they cover, and prints their weight before and after. */
export async function copyToDocs(pages: readonly PageFindings[]): Promise<void> {
  const copies = docsCopies(pages);
  const before = copies.reduce((sum, { to }) => sum + sizeOf(to), 0);
  for (const copy of copies) await promisify(execFile)("convert", shrinkArgs(copy));
  const after = copies.reduce((sum, { to }) => sum + sizeOf(to), 0);
  console.log(
    `${DOCS_DIR}/: ${copies.length} files written, ${kilobytes(after)} (the files they replaced: ${kilobytes(before)})`,
  );
}
