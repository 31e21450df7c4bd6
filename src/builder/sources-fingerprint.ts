import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The folders whose files a slice's HTML is rendered from: the site's code, its content, its packages' versions. */
const SLICE_SOURCES = ["src", "content", "package-lock.json"];

function filesUnder(entry: string): string[] {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/**
 * A fingerprint of the files the slices are rendered from (path, size and time of change of each): given to each
 * slice as its context, so Gatsby renders the slices again when one changed. With the slices' code in `app`
 * (docs/links-and-preview.md), Gatsby's own check (the slice template's compilation hash) missed a change of
 * src/app/slices/header.tsx: its incremental build stitched the previous header into every page.
 */
export function sourcesFingerprint(root: string, entries: readonly string[] = SLICE_SOURCES): string {
  const hash = createHash("sha256");
  for (const file of entries.flatMap((entry) => filesUnder(path.join(root, entry)))) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}
